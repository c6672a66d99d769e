import type { MockDb } from './collections';

/** Whether the user trusted this device with a second step's `device_access: true`. */
export function isTrustedDevice(db: MockDb, deviceId: string | undefined, userId: number): boolean {
  if (!deviceId) return false;
  return db.trustedDevices.findFirst((q) => q.where({ device_id: deviceId, user_id: userId })) !== undefined;
}

/** Ends the trust of one device for the user: a device trusted again gets a new id (handlers/auth.ts). */
export function distrustDevice(db: MockDb, deviceId: string, userId: number): void {
  db.trustedDevices.deleteMany((q) => q.where({ device_id: deviceId, user_id: userId }));
}

/** Ends the trust of every device of the user: a password reset (docs/decisions/122-a-password-reset-ends-every-session-and-device.md). */
export function distrustEveryDeviceOf(db: MockDb, userId: number): void {
  db.trustedDevices.deleteMany((q) => q.where({ user_id: userId }));
}

/**
 * What `device_access: true` keeps: the device trusted for the user. The second step calls it, and
 * so does the provider state of a trusted device.
 */
export async function trustDevice(db: MockDb, deviceId: string, userId: number): Promise<void> {
  if (!isTrustedDevice(db, deviceId, userId)) await db.trustedDevices.create({ device_id: deviceId, user_id: userId });
}
