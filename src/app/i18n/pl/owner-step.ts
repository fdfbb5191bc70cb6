import type { Translation } from '../translation';
import type { ownerStep as english } from '../en/owner-step';

/**
 * Polish words of the owner's private step: to, co widzi tylko jeden gracz na telefonie, na który patrzą
 * obaj (kody odzyskiwania i plik gry, tajny generał lub karta z ręki zagrane ze wspólnego wiersza).
 */
export const ownerStep: Translation<typeof english, 'few' | 'many'> = {
  'owner.secrets': 'Patrzy tylko {player}: pokaż moje tajemnice',
  'owner.secretsHelp':
    'Kod odzyskiwania twojego generała i plik gry są za tym krokiem, żeby nikt nie zobaczył ich przypadkiem.',
  'owner.secretsTitle': 'Teraz patrzy tylko {player}',
  'owner.secretsAsk':
    'Upewnij się, że drugi gracz nie widzi ekranu: następny ekran pokazuje twoje tajemnice.',
  'owner.secretsShow': 'To ja, {player}: pokaż je',
  'owner.secretsHide': 'Ukryj moje tajemnice',
  'owner.passExportWarning':
    'Ten plik zawiera tajemnice obu graczy: ich generałów, ręce i stosy kart. Każdy, kto go otworzy, może je przeczytać. Zapisz go tylko po to, by zachować grę albo przenieść ją na inny telefon.',
  'owner.passExportConfirm': 'Mimo to zapisz',
  'owner.playTitle': 'Teraz patrzy tylko {player}',
  'owner.playTitle.pass': 'Podaj telefon graczowi: {player}',
  'owner.playHelp':
    'Dalej stuka tylko {player}: {play}. Telefon zagra to, jeśli gracz może to zagrać, a jeśli nie, powie to tylko jemu. Drugi gracz nie patrzy, dopóki to nie zostanie zrobione.',
  'owner.playOpen': 'To ja, {player}: zagraj',
  'owner.playBack': 'Wróć do stołu',
  'owner.notHeld.warlord': 'Nie masz generała {name}, więc nic nie zostało zapisane.',
  'owner.notHeld.card': 'Nie masz (już) w ręce karty {card}, więc nic nie zostało zapisane.',
  'owner.play.warlord': '{name}',
  'owner.play.warlordIn': '{name} w prowincji {province}',
  'owner.play.warlordMove': '{name}, z prowincji {from} do prowincji {to}',
  'owner.play.support': 'odrzuć kartę {card} za wezwanie posiłków',
  'owner.unpaidTitle': 'Telefon stołu zapisał odrzucenie, którego twoja ręka nie pokrywa',
  'owner.unpaidHelp':
    'Zapisał, że odrzuciłeś {cards} za wezwanie posiłków, ale nie masz tego w ręce. Powiedz o tym drugiemu graczowi: przeniesione oddziały nie zostały opłacone. Sprawdźcie razem karty, zanim pójdziecie dalej.',
  'owner.unpaidLater':
    'Twoja ręka na tym telefonie ma więcej kart, niż mówi zapis telefonu stołu (o {count} za dużo): odrzucenia za wezwanie posiłków zapisanego tam nie było w twojej ręce. Powiedz o tym drugiemu graczowi i sprawdźcie razem karty, zanim pójdziecie dalej.',
};
