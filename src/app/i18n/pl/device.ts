import type { Translation } from '../translation';
import type { device as english } from '../en/device';

/** Polish strings of what this phone can do: camera permission, keeping the screen on, keeping the games. */
export const device: Translation<typeof english, 'few' | 'many'> = {
  'cameraHelp.title': 'Aplikacja nie ma dostępu do aparatu',
  'cameraHelp.intro':
    'Aparat służy tylko do odczytywania kodów QR z drugiego telefonu. Aby na niego zezwolić:',
  'cameraHelp.iphoneSafari.title': 'iPhone, w Safari:',
  'cameraHelp.iphoneSafari':
    'stuknij „aA” na pasku adresu → Ustawienia witryny → Aparat → Pozwalaj albo otwórz Ustawienia → Aplikacje → Safari → Aparat → Pozwalaj. Potem stuknij „Spróbuj jeszcze raz z aparatem”.',
  'cameraHelp.iphoneApp.title': 'iPhone, aplikacja na ekranie początkowym:',
  'cameraHelp.iphoneApp':
    'otwórz Ustawienia → Aplikacje → Safari (albo tę aplikację, jeśli jest na liście) → Aparat → Pozwalaj. Jeśli zapytany wybrałeś „Nie pozwalaj”, zamknij aplikację (przesuń ją w górę w przełączniku aplikacji) i otwórz ponownie: zapyta jeszcze raz.',
  'cameraHelp.android.title': 'Android, w Chrome:',
  'cameraHelp.android':
    'stuknij ikonę po lewej stronie adresu (w zainstalowanej aplikacji: ⋮ → Informacje o aplikacji) → Uprawnienia lub Ustawienia witryny → Aparat → Zezwalaj.',
  'cameraHelp.meanwhile':
    'Do tego czasu wszystko działa bez aparatu: przycisk „Zamiast tego zeskanuj zdjęcie lub zrzut ekranu” poniżej odczyta kod ze zdjęcia.',
  'cameraHelp.meanwhileTyped':
    'Do tego czasu wszystko działa bez aparatu: przycisk „Zamiast tego zeskanuj zdjęcie lub zrzut ekranu” poniżej odczyta kod ze zdjęcia, a kod widoczny pod kodem QR drugiego telefonu możesz wpisać w polu poniżej.',
  'cameraHelp.retry': 'Spróbuj jeszcze raz z aparatem',
  'wakeLock.yes': 'Ten telefon nie wygasi ekranu w trakcie gry.',
  'wakeLock.no':
    'Ten telefon nie potrafi utrzymać włączonego ekranu: wyłącz automatyczną blokadę w ustawieniach telefonu (na iPhonie: Ekran i jasność → Blokada automatyczna → Nigdy) albo co jakiś czas dotknij ekranu.',
};
