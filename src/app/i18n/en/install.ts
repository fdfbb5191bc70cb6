/** English strings of installing the app and sharing its address with the other phone. */
export const install = {
  'install.title': 'Install the app',
  'install.iosHint':
    'Install the app on this phone: tap Share, then “Add to Home Screen”. It then opens full screen and works offline.',
  'install.promptHint': 'Install the app on this phone: it opens from the home screen and works offline.',
  'install.button': 'Install the app',
  'install.dismiss': 'Not now',
  'share.show': 'Show this app’s address',
  'share.hide': 'Hide the address',
  'share.help': 'The other player scans this code with their phone’s camera app to open the same app.',
  'share.qrLabel': 'QR code of this app’s address: {address}',
  'share.thisDeviceOnly':
    'This is a local address of this device: another phone cannot open it. Publish the app at an HTTPS address and open it from there.',
  'share.noCameraOverHttp':
    'This address is plain HTTP: the other phone can open it, but its camera will not work there. Publish the app at an HTTPS address and share that one.',
} as const;
