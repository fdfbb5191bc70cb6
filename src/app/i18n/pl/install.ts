import type { Translation } from '../translation';
import type { install as english } from '../en/install';

/** Polish strings of installing the app and sharing its address with the other phone. */
export const install: Translation<typeof english, 'few' | 'many'> = {
  'install.title': 'Zainstaluj aplikację',
  'install.iosHint':
    'Zainstaluj aplikację na tym telefonie: stuknij Udostępnij, a potem „Do ekranu początkowego”. Otworzy się wtedy na pełnym ekranie i zadziała bez internetu.',
  'install.promptHint':
    'Zainstaluj aplikację na tym telefonie: otworzysz ją z ekranu początkowego i zadziała bez internetu.',
  'install.button': 'Zainstaluj aplikację',
  'install.dismiss': 'Nie teraz',
  'share.show': 'Pokaż adres aplikacji',
  'share.hide': 'Ukryj adres',
  'share.help': 'Drugi gracz skanuje ten kod aparatem swojego telefonu i otwiera tę samą aplikację.',
  'share.qrLabel': 'Kod QR adresu aplikacji: {address}',
  'share.thisDeviceOnly':
    'To lokalny adres tego urządzenia: inny telefon go nie otworzy. Opublikuj aplikację pod adresem HTTPS i otwórz ją stamtąd.',
  'share.noCameraOverHttp':
    'To adres przez zwykłe HTTP: drugi telefon go otworzy, ale aparat nie zadziała. Opublikuj aplikację pod adresem HTTPS i udostępnij ten adres.',
};
