import type { Translation } from '../translation';
import type { handshake as english } from '../en/handshake';

/**
 * Polish words of the setup handshake between two phones (losowość obu telefonów dla kolejności wydarzeń
 * i rozdań) and of the end-of-game check of each player's deal: they load with the game screens.
 */
export const handshake: Translation<typeof english, 'few' | 'many'> = {
  'dealRecovery.title': 'Odzyskaj swoje karty',
  'dealRecovery.help':
    'Ten telefon odzyskał grę z drugiego telefonu, ale bez twoich kart. Wpisz kod odzyskiwania zapisany na początku gry (jest też w pliku twojej gry): aplikacja rozda z niego twoje karty dokładnie tak jak wcześniej.',
  'dealRecovery.enter': 'Odzyskaj moje karty',
  'dealRecovery.choose': 'Jakie karty masz w ręce oprócz 1–6 w ramkach?',
  'dealRecovery.chooseHelp':
    'Twoje rozdanie dopuszcza te ręce: różnią się kartami zatrzymanymi z dobierania, których jeszcze nie zagrałeś.',
  'dealRecovery.onlyFramed': 'Tylko karty 1–6 w ramkach',
  'dealRecovery.lost': 'Zgubiłem kod odzyskiwania',
  'dealRecovery.lostHelp':
    'Bez niego sam podajesz swoje karty. Nic ich wtedy nie dowodzi: ten telefon nie pokaże na końcu kodu ujawnienia, więc powiedz o tym drugiemu graczowi.',
  'recovery.noticeTitleCards': 'Twój kod odzyskiwania',
  'recovery.noticeCards':
    'Jeśli ten telefon zostanie wyczyszczony, odzyskaj grę kodami naprawczymi z drugiego telefonu i wpisz ten kod: aplikacja rozda z niego twoje karty dokładnie tak jak wcześniej. Zapisz go tam, gdzie widzisz go tylko ty.',
  'recovery.cardsLabel': 'Twoje rozdane karty',
  'invite.scanJoin': 'Zeskanuj kod dołączenia z drugiego telefonu',
  'invite.scanJoinPrompt': 'Zeskanuj kod dołączenia pokazany na drugim telefonie.',
  'invite.showAgain': 'Pokaż zaproszenie jeszcze raz',
  'joinCode.title': 'Pokaż swój kod dołączenia',
  'joinCode.help':
    'Daj telefonowi stołowemu zeskanować ten kod. Dodaje on udział tego telefonu do tasowania wydarzeń i kart, więc żaden telefon nie decyduje o nich sam.',
  'joinCode.label': 'Kod dołączenia',
  'joinCode.scanNext': 'Zeskanuj pieczęć telefonu stołowego',
  'joinCode.scanPrompt': 'Gdy telefon stołowy zapieczętuje swoje pierwsze rozkazy, zeskanuj jego kod.',
  'joinCode.showAgain': 'Pokaż mój kod dołączenia jeszcze raz',
  'dealProof.title': 'Sprawdź rozdania',
  'dealProof.help':
    'Ten kod zawiera ziarno, z którego rozdano twoje karty. Daj go zeskanować drugiemu telefonowi i zeskanuj jego kod: każdy telefon sprawdza każdą kartę zagraną przez drugiego gracza z rozdaniem tego gracza.',
  'dealProof.label': 'Kod ujawnienia',
  'dealProof.unproved':
    'Ten telefon odzyskano bez twojego kodu odzyskiwania, więc nie ma kodu ujawnienia: twoich kart nie da się dowieść. Powiedz o tym drugiemu graczowi. Nadal możesz sprawdzić jego rozdanie.',
  'dealProof.scan': 'Zeskanuj kod ujawnienia z drugiego telefonu',
  'dealProof.show': 'Pokaż mój kod ujawnienia jeszcze raz',
  'dealCheck.honest': '{player}: każda zagrana karta pochodzi z rozdania tego gracza.',
  'dealCheck.notDealt':
    '{player}: karta {card} zagrana w rundzie {round} nie pochodzi z rozdania tego gracza.',
  'dealCheck.notDealtDiscard':
    '{player}: karta {card} odrzucona na posiłki w rundzie {round} nie pochodzi z rozdania tego gracza.',
  'dealCheck.notCommitted':
    'To nie jest ziarno, na które telefon gracza {player} zobowiązał się na początku gry, więc nie dowodzi rozdania tego gracza.',
};
