// The app's own address (origin plus the path it is published under) and whether another phone
// can use it: cameras work only in a secure context, and a loopback address names this device.

/** Whether the other phone can open the address and use its camera there. */
export type AddressReach = 'ok' | 'this-device-only' | 'no-camera-over-http';

/** The address another phone opens to get this app: origin plus the build's base path. */
export function appAddress(origin: string, basePath: string): string {
  const path = basePath.startsWith('/') ? basePath : `/${basePath}`;
  return `${origin}${path.endsWith('/') ? path : `${path}/`}`;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** What another phone gets from the address (see AddressReach). */
export function addressReach(address: string): AddressReach {
  const url = new URL(address);
  const host = url.hostname.toLowerCase();
  if (LOOPBACK.test(host) || host.endsWith('.localhost')) return 'this-device-only';
  return url.protocol === 'https:' ? 'ok' : 'no-camera-over-http';
}
