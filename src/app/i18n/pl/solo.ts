import type { Translation } from '../translation';
import type { solo as english } from '../en/solo';

/** Polish strings of a game against the phone. */
export const solo: Translation<typeof english, 'few' | 'many'> = {
  'newGame.mode.solo': 'Przeciw telefonowi',
  'newGame.mode.soloHint': 'Grasz jednym kolorem na prawdziwej planszy; telefon gra drugim',
  'newGame.level': 'Jak dobrze gra telefon?',
  'newGame.level.easyHint': 'Do nauki gry',
  'newGame.level.normalHint': 'Uczciwy przeciwnik',
  'newGame.level.hardHint': 'Myśli dłużej i gra najlepiej, jak umie',
  'newGame.cards.solo': 'Twoje karty akcji (telefonowi zawsze rozdaje aplikacja)',
  'newGame.tablePlays.solo': 'Grasz',
  'solo.thinking': 'Telefon myśli…',
  'solo.phoneTitle': 'Ruch telefonu',
  'solo.phoneHelp':
    'Telefon decyduje wyłącznie na podstawie jawnych informacji i własnych kart. Każda decyzja jest pokazana tutaj i w dzienniku.',
  'solo.lines': 'Co telefon zrobił w rundzie {round}',
  'solo.logTitle': 'Co zrobił telefon',
  'solo.you': 'Ty',
  'solo.commitment.title': 'Telefon zapieczętował swoje rozkazy',
  'solo.commitment.words': 'Jego zobowiązanie: {words}',
  'solo.commitment.help':
    'Zapamiętaj te liczby. Przy odkrywaniu aplikacja sprawdzi karty telefonu z tym zobowiązaniem, więc telefon nie może ich zmienić po zobaczeniu twoich.',
  'solo.check.ok':
    'Sprawdzone: odkryte karty telefonu zgadzają się ze zobowiązaniem pokazanym przed twoim planowaniem ({words}).',
  'solo.check.bad': 'Odkryte karty telefonu nie zgadzają się z jego zobowiązaniem ({words}).',
  'solo.before.helpMerged':
    'Runda {round} nie miała punktowania, więc to, co zagrałbyś na jej końcu, działa tak samo tutaj. Telefon zagrał już to, co chciał przed rozkazami (poniżej). Jeśli chcesz, zagraj teraz generała lub wezwij posiłki; potem telefon pieczętuje swoje rozkazy, a ty planujesz swoje.',
  'solo.before.help':
    'Telefon zagrał już to, co chciał przed rozkazami (poniżej). Jeśli chcesz, zagraj teraz generała lub wezwij posiłki; potem telefon pieczętuje swoje rozkazy, a ty planujesz swoje.',
  'solo.deciding': 'Telefon decyduje…',
  'solo.line.warlord': 'Telefon wybrał swojego tajnego generała.',
  'solo.line.sealed': 'Telefon zapieczętował rozkazy. Jego zobowiązanie: {words}.',
  'solo.line.keep': 'Telefon zatrzymuje {kept} z {drew} dobranych kart.',
  'solo.line.done': 'Telefon kończy tę rundę.',
  'solo.line.support': 'Telefon wzywa posiłki i odrzuca kartę {card}.',
  'solo.line.warlordPlay': 'Telefon zagrywa generała: {warlord}.',
  'solo.line.warlordIn': 'Telefon zagrywa generała {warlord}: {province}.',
  'solo.line.warlordMove': 'Telefon zagrywa generała {warlord}: z {from} do {to}.',
  'solo.line.takePool': 'Telefon bierze oddział z puli.',
  'solo.line.takeFrom': 'Telefon bierze oddział z prowincji {province}.',
  'solo.line.takeManyFrom.one': 'Telefon bierze {count} oddział z prowincji {province}.',
  'solo.line.takeManyFrom.few': 'Telefon bierze {count} oddziały z prowincji {province}.',
  'solo.line.takeManyFrom.many': 'Telefon bierze {count} oddziałów z prowincji {province}.',
  'solo.line.takeManyFrom.other': 'Telefon bierze {count} oddziału z prowincji {province}.',
  'solo.line.takeManyPool.one': 'Telefon bierze {count} oddział z puli.',
  'solo.line.takeManyPool.few': 'Telefon bierze {count} oddziały z puli.',
  'solo.line.takeManyPool.many': 'Telefon bierze {count} oddziałów z puli.',
  'solo.line.takeManyPool.other': 'Telefon bierze {count} oddziału z puli.',
  'solo.line.lightInfantry.take': 'Telefon używa Lekkiej piechoty.',
  'solo.line.lightInfantry.decline': 'Telefon rezygnuje z Lekkiej piechoty.',
  'solo.line.reactive.none': 'Telefon nie zagrywa tu generała.',
  'solo.line.reactive': 'Telefon zagrywa generała: {warlord}.',
  'solo.line.extra.none': 'Telefon nie bierze dodatkowego generała.',
  'solo.line.extra.commit': 'Telefon bierze w tajemnicy dodatkowego generała.',
  'solo.line.extra.open': 'Telefon bierze dodatkowego generała: {warlord}.',
  'solo.line.choice': 'Telefon wybiera: {choice}.',
};
