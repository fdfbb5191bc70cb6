/** English strings of the app shell, settings and camera. */
export const core = {
  'app.name': 'Sun Tzu Referee',
  'app.tagline':
    'Enter your secret orders on your own phone, swap them by QR code, and let one shared rules engine referee every battle, score and event.',
  'app.version': 'Version {version}',
  'app.offlineReady': 'Ready to work offline.',
  'update.available': 'A new version of the app is ready.',
  'update.apply': 'Update now',
  'update.later': 'Later',
  'camera.check': 'Check the camera',
  'camera.checkHelp':
    "Point the camera at any QR code to make sure this phone can read the other phone's codes.",
  'camera.starting': 'Opening the camera…',
  'camera.scanning': 'Hold the QR code inside the frame.',
  'camera.read': 'Read: {text}',
  'camera.again': 'Scan another',
  'camera.close': 'Close',
  'camera.photo': 'Scan a photo or screenshot instead',
  'camera.photoNone': 'No QR code was found in that picture. Try a sharper or closer one.',
  'scanner.typedLabel': "No camera? Type the code shown under the other phone's QR code:",
  'scanner.typedSubmit': 'Use this code',
  'camera/denied':
    'The camera is blocked. Allow camera access for this site in the browser settings, or scan a photo instead.',
  'camera/unavailable': 'No usable camera was found. Scan a photo or screenshot instead.',
  'camera/failed': 'The camera could not be started. Close other apps using it and try again.',
} as const;
