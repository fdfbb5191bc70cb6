import type { Translation } from '../translation';
import type { words as english } from '../en/words';

/**
 * Polish words that depend on how the game is played: dwa telefony, jeden telefon podawany
 * między graczami albo gra z telefonem; and the words of the recovery code's own moment.
 */
export const words: Translation<typeof english, 'few' | 'many'> = {
  'warlord.help.pass':
    'Wybierz, gdy drugi gracz nie patrzy. Aplikacja nikomu nie pokaże twojego wyboru, dopóki nie zagrasz generała.',
  'warlord.help.solo':
    'Gracz telefonu nie widzi twojego wyboru: dopóki nie zagrasz generała, gra tylko tym, co widać na stole.',
  'hand.appHelp.pass':
    'Aplikacja w tajemnicy rozdaje karty z twojego stosu. Twoja ręka pojawia się tylko na twoich ekranach, za ekranem przekazania telefonu.',
  'hand.appHelp.solo':
    'Aplikacja w tajemnicy rozdaje karty z twojego stosu. Gracz telefonu nigdy nie widzi twojej ręki.',
  'draw.keepRest.one': 'Oto dobrane karty. Dotknij tej, którą odkładasz na spód stosu; drugą zatrzymujesz.',
  'draw.keepRest.few':
    'Oto dobrane karty. Dotknij tej, którą odkładasz na spód stosu; zatrzymujesz pozostałe {count} karty.',
  'draw.keepRest.many':
    'Oto dobrane karty. Dotknij tej, którą odkładasz na spód stosu; zatrzymujesz pozostałych {count} kart.',
  'draw.keepRest.other':
    'Oto dobrane karty. Dotknij tej, którą odkładasz na spód stosu; zatrzymujesz pozostałe karty ({count}).',
  'recovery.showHelp':
    'Tylko dla ciebie: otwórz go tam, gdzie drugi gracz nie widzi ekranu. Kod zdradza twojego tajnego generała.',
};
