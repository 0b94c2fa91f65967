import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from 'ai';
import { AppError } from '../errors';

export const providerTimeout = () =>
  new AppError('PROVIDER_TIMEOUT', 'The AI provider did not answer in time. Please try again.');
const providerError = (message: string) => new AppError('PROVIDER_ERROR', message);
export const providerDeclined = () => providerError('The AI model declined to analyse these photos.');

function isAbort(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * What the user is told when the model fails. The provider's own text is not passed on: it can carry
 * account details, and the user can do nothing with it. The cause is logged by the caller.
 */
export function toProviderError(err: unknown): AppError {
  const mapped = mapError(err);
  // Kept for the server log; never serialised to the client.
  if (mapped !== err) Object.defineProperty(mapped, 'cause', { value: err, enumerable: false });
  return mapped;
}

function mapError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (RetryError.isInstance(err)) return mapError(err.lastError);
  if (isAbort(err) || isAbort((err as { cause?: unknown } | null)?.cause)) return providerTimeout();
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    if (status === 401 || status === 403)
      return providerError('The AI provider refused the credentials (check AI_API_KEY).');
    if (status === 404) return providerError('The AI provider does not know this model (check AI_MODEL).');
    if (status === 429)
      return providerError('The AI provider is rate limiting requests. Please try again later.');
    if (status === 408 || status === 504) return providerTimeout();
    if (status === undefined) return providerError('The AI provider could not be reached.');
    return providerError(`The AI provider failed (status ${status}). Please try again.`);
  }
  if (NoObjectGeneratedError.isInstance(err) || NoOutputGeneratedError.isInstance(err)) {
    const finish = NoObjectGeneratedError.isInstance(err) ? err.finishReason : undefined;
    if (finish === 'content-filter') return providerDeclined();
    if (finish === 'length') return providerError('The AI model’s answer was cut short. Please try again.');
    return providerError('The AI model gave no usable answer. Please try again.');
  }
  return providerError('The AI provider could not be reached.');
}
