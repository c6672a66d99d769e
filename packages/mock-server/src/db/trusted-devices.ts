import type { MockDb } from './collections';

/** Whether the user trusted this device with a second step's `device_access: true`. */
export function isTrustedDevice(db: MockDb, deviceId: string | undefined, userId: number): boolean {
  if (!deviceId) return false;
  return db.trustedDevices.findFirst((q) => q.where({ device_id: deviceId, user_id: userId })) !== undefined;
}

/**
 * What `device_access: true` keeps: the device trusted for the user. The second step calls it, and
 * so does the provider state of a trusted device.
 */
export async function trustDevice(db: MockDb, deviceId: string, userId: number): Promise<void> {
  if (!isTrustedDevice(db, deviceId, userId)) await db.trustedDevices.create({ device_id: deviceId, user_id: userId });
}
