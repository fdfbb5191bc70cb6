/** English strings of what this phone can do: camera permission, keeping the screen on, keeping the games. */
export const device = {
  'cameraHelp.title': 'The camera is not allowed',
  'cameraHelp.intro': 'The app uses the camera only to read the other phone’s QR codes. To allow it:',
  'cameraHelp.iphoneSafari.title': 'iPhone, in Safari:',
  'cameraHelp.iphoneSafari':
    'tap “aA” in the address bar → Website Settings → Camera → Allow, or open Settings → Apps → Safari → Camera → Allow. Then tap “Try the camera again”.',
  'cameraHelp.iphoneApp.title': 'iPhone, the app on the Home Screen:',
  'cameraHelp.iphoneApp':
    'open Settings → Apps → Safari (or this app, if it is listed) → Camera → Allow. If you tapped “Don’t Allow” when asked, close the app (swipe it away in the app switcher) and open it again: it asks once more.',
  'cameraHelp.android.title': 'Android, in Chrome:',
  'cameraHelp.android':
    'tap the icon left of the address (for the installed app: ⋮ → App info) → Permissions or Site settings → Camera → Allow.',
  'cameraHelp.meanwhile':
    'Meanwhile everything works without the camera: “Scan a photo or screenshot instead” below reads a code from a picture.',
  'cameraHelp.meanwhileTyped':
    'Meanwhile everything works without the camera: “Scan a photo or screenshot instead” below reads a code from a picture, and you can type the code shown under the other phone’s QR code in the box below.',
  'cameraHelp.retry': 'Try the camera again',
  'wakeLock.yes': 'This phone keeps the screen on during a game.',
  'wakeLock.no':
    'This phone cannot keep the screen on: turn auto-lock off in the phone’s settings (on an iPhone: Display & Brightness → Auto-Lock → Never) or tap the screen now and then during a game.',
} as const;
