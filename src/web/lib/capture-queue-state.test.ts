import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  analysesLeft,
  canRetry,
  dueForSending,
  statusAfterFailure,
  type QueuedStatus,
} from './capture-queue-state';

const item = (id: string, status: QueuedStatus, userId = 'u1') => ({ id, status, userId, attempts: 0 });
const apiError = (status: number, code?: string) =>
  new ApiError({ status, path: '/api/analyze-complete', text: '', body: code ? { error: 'x', code } : null });

describe('the queue of captures taken offline', () => {
  it("sends the user's waiting captures and those a closed page left mid-send, nothing else", () => {
    const items = [
      item('a', 'waiting'),
      item('b', 'sending'),
      item('c', 'done'),
      item('d', 'failed'),
      item('e', 'limit'),
      item('f', 'waiting', 'u2'),
    ];
    expect(dueForSending(items, 'u1').map((i) => i.id)).toEqual(['a', 'b']);
    expect(dueForSending(items, 'u2').map((i) => i.id)).toEqual(['f']);
  });

  it('waits again (same key) when the server was not reached, was unavailable or is still running it', () => {
    expect(statusAfterFailure(apiError(0))).toEqual({ status: 'waiting' });
    expect(statusAfterFailure(apiError(503, 'UNAVAILABLE'))).toEqual({ status: 'waiting' });
    expect(statusAfterFailure(apiError(409, 'IDEMPOTENCY_IN_PROGRESS'))).toEqual({ status: 'waiting' });
  });

  it('stops at the monthly limit and fails on a refusal, keeping its code', () => {
    expect(statusAfterFailure(apiError(429, 'PLAN_LIMIT'))).toEqual({
      status: 'limit',
      errorCode: 'PLAN_LIMIT',
    });
    expect(statusAfterFailure(apiError(400, 'IMAGE_UNREADABLE'))).toEqual({
      status: 'failed',
      errorCode: 'IMAGE_UNREADABLE',
    });
    expect(statusAfterFailure(apiError(500))).toEqual({ status: 'failed', errorCode: 'UNKNOWN' });
    expect(statusAfterFailure(new Error('boom'))).toEqual({ status: 'failed', errorCode: 'UNKNOWN' });
  });

  it('counts the analyses left this month (none when spent, unlimited plans never run out)', () => {
    expect(analysesLeft({ completeAnalysis: { used: 3, limit: 5 } })).toBe(2);
    expect(analysesLeft({ completeAnalysis: { used: 5, limit: 5 } })).toBe(0);
    expect(analysesLeft({ completeAnalysis: { used: 7, limit: 5 } })).toBe(0);
    expect(analysesLeft({ completeAnalysis: { used: 900, limit: null } })).toBe(Number.POSITIVE_INFINITY);
  });

  it('offers a retry only after a refusal or the limit', () => {
    expect((['failed', 'limit'] as const).every(canRetry)).toBe(true);
    expect((['waiting', 'sending', 'done'] as const).some(canRetry)).toBe(false);
  });
});
