import { describe, expect, it } from 'vitest';
import { knownDevices } from './known-device';

describe('known devices', () => {
  const devices = knownDevices('test-secret-test-secret-test-secret-0123');

  it('recognises a cookie issued for the address, whatever its case', () => {
    const value = devices.issue('owner@example.com');
    expect(devices.recognise('owner@example.com', value)).toBe(value.split('.')[0]);
    expect(devices.recognise('Owner@Example.com', value)).toBe(value.split('.')[0]);
  });

  it('refuses it for another address, another secret, or once tampered with', () => {
    const value = devices.issue('owner@example.com');
    expect(devices.recognise('other@example.com', value)).toBeNull();
    expect(
      knownDevices('another-secret-another-secret-0123456').recognise('owner@example.com', value),
    ).toBeNull();
    const [id, mac] = value.split('.');
    expect(devices.recognise('owner@example.com', `${id}x.${mac}`)).toBeNull();
    expect(devices.recognise('owner@example.com', `${id}.${mac.slice(1)}`)).toBeNull();
    expect(devices.recognise('owner@example.com', `${id}.${mac}.extra`)).toBeNull();
    expect(devices.recognise('owner@example.com', undefined)).toBeNull();
    expect(devices.recognise('owner@example.com', '')).toBeNull();
  });
});
