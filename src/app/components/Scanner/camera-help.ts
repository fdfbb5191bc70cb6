// Which ways to allow the camera the permission screen explains, the phone's own first.
import { isInstalled, isIosDevice, type BrowserFacts } from '../../bridges/platform';

/** A place where the camera is allowed: Safari on an iPhone, the installed app on an iPhone, Chrome on Android. */
export type CameraHelpPlace = 'iphoneSafari' | 'iphoneApp' | 'android';

/** The places to explain, in order: this phone's own way first, then the others. */
export function cameraHelpOrder(facts: BrowserFacts): CameraHelpPlace[] {
  if (!isIosDevice(facts)) return ['android', 'iphoneSafari', 'iphoneApp'];
  return isInstalled(facts)
    ? ['iphoneApp', 'iphoneSafari', 'android']
    : ['iphoneSafari', 'iphoneApp', 'android'];
}
