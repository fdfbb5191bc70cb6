import type { Translation } from '../translation';
import type { screens as english } from '../en/screens';
import { battle } from './battle';
import { words } from './words';
import { ownerStep } from './owner-step';
import { scoring } from './scoring';
import { moments } from './moments';
import { codes } from './codes';
import { drawUndo } from './draw-undo';
import { armySources } from './army-sources';
import { taps } from './taps';
import { boardTab } from './board-tab';
import { drawPlan } from './draw-plan';
import { handshake } from './handshake';

/** Polish strings only the game screens use: they load with those screens, not at start-up. */
export const screens: Translation<typeof english, 'few' | 'many'> = {
  ...battle,
  ...scoring,
  ...moments,
  ...codes,
  ...drawUndo,
  ...armySources,
  ...taps,
  ...boardTab,
  ...drawPlan,
  ...handshake,
  'menu.title': 'Ta gra',
  'menu.export': 'Zapisz grę do pliku',
  'menu.exportHelp': 'Zachowaj kopię albo przenieś grę na inny telefon przyciskiem „Otwórz plik gry”.',
  'menu.exportSecrets':
    'Plik zawiera sekrety tego telefonu: kody odzyskiwania tajnych generałów, rękę i talię oraz sole pieczętujące rozkazy. Zachowaj go dla siebie; nigdy nie wysyłaj go drugiemu graczowi.',
  'menu.showResync': 'Pokaż kody naprawcze',
  'menu.showResyncHelp':
    'Jeśli drugi telefon stracił grę albo nie zgadza się z tym, skanuje te kody (wszystkie, w dowolnej kolejności) i odzyskuje grę.',
  'menu.scanResync': 'Skanuj kody naprawcze z drugiego telefonu',
  'menu.scanResyncHelp': 'Zeskanuj każdy kod naprawczy, który pokazuje drugi telefon.',
  'repair.wouldUndo.one': 'Te kody naprawcze cofnęłyby {count} sprawdzony ruch na tym telefonie ({rounds}).',
  'repair.wouldUndo.few': 'Te kody naprawcze cofnęłyby {count} sprawdzone ruchy na tym telefonie ({rounds}).',
  'repair.wouldUndo.many':
    'Te kody naprawcze cofnęłyby {count} sprawdzonych ruchów na tym telefonie ({rounds}).',
  'repair.wouldUndo.other':
    'Te kody naprawcze cofnęłyby {count} sprawdzonego ruchu na tym telefonie ({rounds}).',
  'repair.round': 'runda {from}',
  'repair.rounds': 'rundy {from}–{to}',
  'repair.otherBehind':
    'Jeśli to drugi telefon jest w tyle, pokaż mu zamiast tego kody naprawcze tego telefonu (Więcej → Pokaż kody naprawcze).',
  'repair.replaceQuestion':
    'Mimo to zastąpić grę na tym telefonie grą z drugiego telefonu? Ten telefon może potem znowu zapytać o twoją rękę i kod odzyskiwania twojego tajnego generała.',
  'repair.promise':
    'Kody naprawcze dają temu telefonowi tylko to, czego mu brakuje. Nigdy nie zastępują rundy, której rozkazy ten telefon zapieczętował albo której zapis rundy już sprawdził.',
  'repair.noReplace':
    'Ten telefon zachowuje swoją grę: zastąpienie jej oznaczałoby ponowne rozegranie rundy, którą zapieczętował albo sprawdził.',
  'repair.replace': 'Zastąp mimo to',
  'repair.keep': 'Zostaw moją',
  'repair.kept': 'Nic się nie zmieniło: ten telefon zachowuje swoją grę.',
  'repair.uncheckedSeal':
    'Te kody naprawcze kończą rundę {round} bez jej zapisu rundy: zapieczętowanych rozkazów telefonu stołowego nie da się sprawdzić z zobowiązaniem, które ma ten telefon. Jeśli telefon stołowy może jeszcze pokazać zapis rundy, zeskanuj go zamiast nich.',
  'menu.delete': 'Usuń tę grę',
  'menu.deleteConfirm': 'Usunąć tę grę z tego telefonu? Tego nie da się cofnąć.',
  'menu.deleteYes': 'Tak, usuń',
  'invite.title': 'Zaproś drugiego gracza',
  'invite.help': 'Na drugim telefonie otwórz aplikację, dotknij „Dołącz do gry” i zeskanuj ten kod.',
  'invite.joined': 'Drugi telefon dołączył',
  'invite.label': 'Kod zaproszenia',
  'code.part': 'Kod {index} z {total}',
  'code.next': 'Następny kod',
  'code.previous': 'Poprzedni kod',
  'extraWarlord.title': 'Rydwan bojowy: wybierz w tajemnicy dodatkowego generała',
  'extraWarlord.help':
    'Na ten ekran patrzy tylko {player}. Dopóki go nie zagrasz, tylko ty wiesz, którego wybrano. Możesz go zagrać od swoich następnych rozkazów.',
  'hand.title': 'Karty na start',
  'hand.physicalHelp': 'Karty 1–6 w ramkach masz już w ręce. Dotknij czterech kart dobranych ze stosu.',
  'hand.appHelp': 'Aplikacja w tajemnicy rozdaje karty z twojego stosu. Twoją rękę widzi tylko ten telefon.',
  'hand.deal': 'Rozdaj moje karty',
  'hand.confirm': 'To moje cztery karty',
  'hand.selected': 'Wybrano {count} z {total}',
  'hand.yours': 'Karty w ręce',
  'hand.restoredTitle': 'Twoje karty teraz',
  'hand.restoredHelp':
    'Ten telefon odzyskał grę z drugiego telefonu, ale bez twojej ręki. Karty 1–6 w ramkach już masz; dotknij teraz pozostałych kart, które trzymasz w ręce ({cards}).',
  'hand.restoredConfirm': 'To są moje karty',
  'plan.title': 'Twoje rozkazy na rundę {round}',
  'plan.help':
    'Wybierz prowincję, a potem kartę, którą tam zagrywasz. Dopóki nie zapieczętujesz rozkazów, wszystko można zmienić.',
  'plan.empty': 'brak karty',
  'plan.cardFor': 'Karta dla prowincji {province}',
  'plan.why.used': 'już przydzielona do prowincji {province}',
  'plan.why.six': 'twoja szóstka jest tu już oznaczona',
  'plan.why.noSecondSix': 'twoja szóstka jest tu już oznaczona',
  'plan.sequence': 'W tej rundzie ty ustalasz kolejność bitew',
  'plan.sequenceHelp':
    'Masz mniej oddziałów na planszy, więc decydujesz o kolejności. Przesuwaj prowincje w górę lub w dół.',
  'plan.up': 'Prowincja {province} wcześniej',
  'plan.down': 'Prowincja {province} później',
  'plan.seal': 'Zapieczętuj rozkazy',
  'plan.incomplete': 'Najpierw przydziel kartę każdej prowincji.',
  'plan.hand': 'Karty w ręce',
  'plan.clear': 'Wyczyść',
  'plan.before': 'Przed zapieczętowaniem (opcjonalnie)',
  'plan.support': 'Wezwanie posiłków: odrzuć kartę, aby przenieść 1 oddział z posiłków do puli',
  'plan.supportCard': 'Odrzuć: {card}',
  'plan.beforeHelp':
    'Teraz mogą patrzeć obaj gracze: twoja ręka i rozkazy są schowane, dopóki tego nie zamkniesz.',
  'plan.supported': 'Odrzucone w tej rundzie za wezwanie posiłków: {cards}',
  'plan.warlordPlay': 'Zagraj: {name}',
  'plan.warlordProvince': 'Gdzie?',
  'plan.warlordFrom': 'Skąd',
  'plan.warlordTo': 'Dokąd',
  'warlordCode.enter': 'Wpisz kod generała „{name}” widoczny na twoim telefonie:',
  'warlordCode.wrong': 'W tym kodzie jest literówka. Sprawdź go na swoim telefonie.',
  'warlordCode.play': 'Zagraj: {name}',
  'warlordCode.yours': 'Kod twojego generała: otwórz go tam, gdzie widzisz go tylko ty',
  'warlordCode.none': 'Nie masz już tajnego generała do zagrania.',
  'warlordCode.qrHidden':
    'Kod twoich rozkazów jest ukryty, dopóki kod generała jest otwarty. Zamknij go, a kod rozkazów znów się pojawi.',
  'warlordCode.help':
    'Aby go zagrać, gdy nadejdzie pora, dotknij go na telefonie stołowym i wpisz tam ten kod. Kod dowodzi wyboru dokonanego na początku gry.',
  'recovery.noticeTitle': 'Twój kod odzyskiwania generała „{name}”',
  'recovery.noticeHelp':
    'Zapisz go albo zrób mu zdjęcie teraz tak, by nikt poza tobą go nie widział. Jeśli ten telefon zostanie wyczyszczony, odzyskaj grę kodami naprawczymi z drugiego telefonu i wpisz ten kod: dowodzi on wyboru twojego tajnego generała, więc nadal możesz go zagrać. Później znajdziesz go w zakładce Więcej.',
  'recovery.noted': 'Mam go zapisany',
  'recovery.title': 'Odzyskaj tajnego generała',
  'recovery.help':
    'Ten telefon odzyskał grę, ale nie twojego tajnego generała. Wpisz kod odzyskiwania zapisany przy jego wyborze (jest też w pliku twojej gry).',
  'recovery.label': 'Kod odzyskiwania',
  'recovery.enter': 'Odzyskaj generała',
  'recovery.later': 'Nie teraz',
  'recovery.laterHelp': 'Możesz go wpisać później w zakładce Więcej.',
  'recovery.menu': 'Wpisz kod odzyskiwania generała',
  'early.offer': 'Zagraj: {name} na początku rundy 1',
  'early.offerHelp':
    'Zobowiązanie twojego generała zwykle trafia na telefon stołowy razem z rozkazami rundy 1, za późno na początek rundy 1. Aby zagrać „{name}” przed nimi, telefon stołowy skanuje teraz, zanim zapieczętuje rozkazy, jeden kod więcej.',
  'early.label': 'Kod zobowiązania generała',
  'early.back': 'Wróć do moich rozkazów',
  'early.showAgain': 'Pokaż znowu kod zobowiązania generała',
  'early.help':
    'Daj telefonowi stołowemu zeskanować ten kod, zanim zapieczętuje rozkazy (Przed zapieczętowaniem → Skanuj kod generała drugiego gracza). Potem zagraj tam swojego generała, wpisując jego kod.',
  'early.scan': 'Skanuj kod generała drugiego gracza',
  'early.scanHelp':
    'Tylko jeśli któryś gracz gra generała na początku rundy 1: drugi telefon pokazuje wtedy kod zobowiązania swojego generała. Zeskanuj go, zanim zapieczętujesz rozkazy.',
  'early.forTable': 'Pokaż teraz zobowiązanie mojego generała',
  'early.forTableHelp':
    'Tylko jeśli gracz przy telefonie stołowym gra generała na początku rundy 1: telefon stołowy potrzebuje najpierw zobowiązania twojego generała (nie zdradza ono twojego wyboru).',
  'early.scanPrompt': 'Zeskanuj kod zobowiązania generała z drugiego telefonu.',
  'earlyExtra.offer':
    'Pokaż teraz zobowiązanie dodatkowego generała (by zagrać go na początku rundy {round})',
  'earlyExtra.offerHelp':
    'Zobowiązanie twojego dodatkowego generała zwykle trafia na telefon stołowy razem z rozkazami, za późno na początek rundy {round}. Aby wtedy zagrać „{name}”, telefon stołowy skanuje teraz, zanim zapieczętuje rozkazy, jeden kod więcej.',
  'earlyExtra.help':
    'Daj telefonowi stołowemu zeskanować ten kod, zanim zapieczętuje rozkazy (Przed zapieczętowaniem → Skanuj kod dodatkowego generała drugiego gracza). Potem zagraj tam swojego dodatkowego generała, wpisując jego kod.',
  'earlyExtra.scan': 'Skanuj kod dodatkowego generała drugiego gracza',
  'earlyExtra.scanHelp':
    'Tylko jeśli drugi gracz gra na początku tej rundy dodatkowego generała z Rydwanu bojowego: jego telefon pokazuje wtedy kod zobowiązania. Zeskanuj go, zanim zapieczętujesz rozkazy.',
  'commitment.title': 'Twoje rozkazy są zapieczętowane',
  'commitment.help': 'Daj drugiemu telefonowi zeskanować ten kod. Nie zdradza on nic z twoich rozkazów.',
  'commitment.label': 'Kod pieczęci',
  'commitment.scanNext': 'Skanuj rozkazy drugiego telefonu',
  'commitment.scanPrompt': 'Zeskanuj kod rozkazów z drugiego telefonu.',
  'scanCommitment.title': 'Zeskanuj pieczęć telefonu stołowego',
  'scanCommitment.help': 'Twoje rozkazy są zapieczętowane. Zeskanuj kod pokazany na telefonie stołowym.',
  'showOrders.title': 'Pokaż swoje rozkazy',
  'showOrders.help': 'Daj telefonowi stołowemu zeskanować ten kod. Potem śledź bitwy na telefonie stołowym.',
  'showOrders.label': 'Kod rozkazów',
  'showOrders.scanNext': 'Skanuj zapis rundy',
  'showOrders.scanPrompt': 'Gdy runda się skończy, zeskanuj zapis rundy z telefonu stołowego.',
  'reveal.title': 'Bitwy rundy {round}',
  'reveal.next': 'Odkryj karty: {province}',
  'reveal.rest': 'Pokaż resztę rundy',
  'reveal.wins': '{player} wygrywa różnicą {margin} ({blue} do {red})',
  'reveal.tie': 'Remis ({blue} do {red})',
  'reveal.noBattle': 'Bez bitwy',
  'reveal.cards': 'Karty w prowincji {province}',
  'reveal.province': 'Teraz: {province}',
  'reveal.decision': '{player} – decyzja:',
  'reveal.default': 'domyślnie',
  'reveal.end': 'Wszystkie bitwy rozstrzygnięte.',
  'reveal.endHelp':
    'Generałów, których można użyć teraz, można zagrać przed punktowaniem. Potem dotknijcie „gotowe”.',
  'reveal.done': '{player}: gotowe',
  'reveal.passed': '{player}: gotowe.',
  'reveal.bothDone': 'Obaj gracze: gotowe',
  'decision.reactiveWarlord': 'Zagrać teraz generała?',
  'decision.take': 'Skąd wziąć oddział?',
  'decision.lightInfantry': 'Dołożyć tu 1 oddział (Lekka piechota)?',
  'decision.extraWarlord':
    'Wziąć dodatkowego generała (Rydwan bojowy)? Gracz wybierze go potem sam, w tajemnicy.',
  'decision.turnEvent': 'Jaką kartę wydarzenia odkryto?',
  'choice.none': 'Nie',
  'choice.pool': 'Pula',
  'choice.take': 'Tak, dołóż',
  'choice.decline': 'Nie',
  'choice.commit': 'Tak, wybierz w tajemnicy',
  'takeBack.button': 'Cofnij: {step}',
  'takeBack.take': 'oddziały wzięte z prowincji {from}',
  'takeBack.takePool': 'oddziały wzięte z puli',
  'takeBack.warlord': 'zagrany generał: {warlord}',
  'takeBack.noWarlord': 'bez generała',
  'takeBack.lightInfantry': 'dołożona Lekka piechota',
  'takeBack.lightInfantryDeclined': 'odmowa Lekkiej piechoty',
  'takeBack.extraWarlord': 'dodatkowy generał: {warlord}',
  'takeBack.extraSecret': 'dodatkowy generał wybrany w tajemnicy',
  'takeBack.event': 'karta wydarzenia: {event}',
  'takeBack.support': 'karta {card} odrzucona na wsparcie',
  'takeBack.last': 'ostatni krok',
  'roundRecord.title': 'Koniec rundy',
  'roundRecord.help':
    'Daj drugiemu telefonowi zeskanować ten zapis. Sprawdzi on rundę i musi pokazać te same liczby kontrolne co ten.',
  'roundRecord.confirmTurned': 'Wskaźniki przekręcone, a drugi telefon pokazuje te same liczby',
  'roundRecord.lastBattle': 'Ostatnia bitwa rundy',
  'roundRecord.label': 'Kod zapisu rundy',
  'roundRecord.confirm': 'Drugi telefon pokazuje te same liczby',
  'draw.returnLabel': 'Karta do odłożenia',
  'draw.allHelp': 'Oto dobrane karty; zatrzymujesz wszystkie.',
  'summary.finalBoard': 'Plansza na koniec gry',
  'summary.chart': 'Punkty i oddziały',
  'summary.chartMarker': 'Znacznik punktów po każdej rundzie punktowania',
  'summary.chartArmies': 'Oddziały na planszy po każdej rundzie',
  'summary.chartRounds': 'runda',
  'summary.chartMarkerPoint': 'po rundzie {round}: {position}',
  'summary.chartArmiesPoint': 'po rundzie {round}: {blue} {blueCount}, {red} {redCount}',
  'summary.warlords': 'Użyci generałowie',
  'summary.events': 'Wydarzenia, które zadziałały',
  'summary.none': 'Brak',
  'summary.inRound': 'Runda {round}: {name}',
  'summary.numbers': 'Plansza na koniec gry jako tabela',
  'replay.title': 'Powtórka',
  'replay.round': 'Po rundzie {round}',
  'replay.prev': 'Poprzednia runda',
  'replay.next': 'Następna runda',
  'replay.battles': 'Bitwy rundy {round}',
  'replay.battle': 'Bitwa {index} z {count}',
  'replay.prevBattle': 'Poprzednia bitwa',
  'replay.nextBattle': 'Następna bitwa',
  'replay.noBattles': 'W tej rundzie nie było bitew.',
  'join.title': 'Dołącz do gry',
  'join.help':
    'Zeskanuj zaproszenie pokazane na drugim telefonie. Aby odzyskać grę, którą ten telefon stracił, zeskanuj kody naprawcze z drugiego telefonu (Więcej → Pokaż kody naprawcze).',
  'join.prompt': 'Zeskanuj kod zaproszenia.',
  'protocol/foreign': 'To nie jest kod aplikacji Sędzia gry Sun Tzu.',
  'protocol/corrupted': 'Kod został źle odczytany albo jest uszkodzony. Zeskanuj go jeszcze raz.',
  'protocol/newer-version': 'Ten kod pochodzi z nowszej wersji aplikacji. Najpierw zaktualizuj ten telefon.',
  'protocol/older-version':
    'Ten kod pochodzi ze starszej wersji aplikacji. Najpierw zaktualizuj drugi telefon.',
  'protocol/other-game': 'Ten kod należy do innej gry.',
  'protocol/old-or-duplicate': 'Ten kod był już zeskanowany. Nic się nie zmieniło.',
  'protocol/out-of-order': 'To nie jest kod, na który teraz czekamy.',
  'protocol/commitment-mismatch':
    'Rozkazy nie zgadzają się z zapieczętowanymi. Ktoś zmienił je po zapieczętowaniu.',
  'protocol/illegal-orders': 'Zasady nie pozwalają na te rozkazy ({detail}).',
  'protocol/fingerprint-mismatch': 'Telefony nie zgadzają się co do stanu gry. Napraw go kodami naprawczymi.',
  'protocol/header-mismatch':
    'Numer rundy albo kroku w tym kodzie nie pasuje do gry, do której należy: kod został zmieniony. Nic się nie zmieniło.',
  'protocol/would-drop-history':
    'Te kody naprawcze cofnęłyby ruchy, które ten telefon już sprawdził. Nic się nie zmieniło.',
  'protocol/unchecked-seal':
    'Te kody naprawcze kończą rundę {detail} bez jej zapisu rundy, więc zapieczętowanych rozkazów telefonu stołowego nie da się sprawdzić z zobowiązaniem, które ma ten telefon. Zeskanuj zamiast nich zapis rundy. Nic się nie zmieniło.',
  'protocol/after-seal':
    'Generała na początku rundy i wezwanie posiłków zagrywa się, zanim rozkazy telefonu stołowego zostaną zapieczętowane; to zagranie przychodzi po zapieczętowaniu. Nic się nie zmieniło.',
  'protocol/would-redo-round':
    'Te kody naprawcze rozegrałyby od nowa rundę, którą ten telefon zapieczętował albo już sprawdził. Naprawa tylko uzupełnia to, czego brakuje. Nic się nie zmieniło.',
  'app/not-now': 'Na tym etapie nie można tego zrobić.',
  'app/incomplete-orders': 'Najpierw przydziel kartę każdej prowincji.',
  'app/keep-first': 'Najpierw zaznacz karty zatrzymane z dobierania.',
  'app/round-final':
    'Zapis rundy został już pokazany drugiemu telefonowi: ta runda jest ostateczna i nie można jej cofnąć.',
  'app/nothing-to-take-back': 'W bitwach tej rundy nic jeszcze nie wybrano, więc nie ma czego cofnąć.',
  'app/invitation-without-handshake':
    'To zaproszenie pochodzi z telefonu, który sam wybiera wspólne karty: zaktualizuj aplikację na obu telefonach i zacznij nową grę. Nic się nie zmieniło.',
  'app/recovery-code-mistyped': 'W tym kodzie odzyskiwania jest literówka. Porównaj go z zapisanym.',
  'app/recovery-code-wrong':
    'To nie jest kod odzyskiwania twojego tajnego generała w tej grze. Porównaj go z zapisanym.',
  'app/recovery-code-not-deal':
    'To nie jest kod odzyskiwania, na który ten telefon zobowiązał się na początku tej gry, więc nie przywróci twoich kart. Porównaj go z zapisanym.',
  'storage/unavailable':
    'Ta przeglądarka nie pozwala aplikacji zapisywać danych. Gra przetrwa tylko, dopóki aplikacja jest otwarta: zapisz ją do pliku, aby jej nie stracić.',
  'storage/full':
    'Pamięć telefonu jest pełna. Gra przetrwa tylko, dopóki aplikacja jest otwarta: zapisz ją do pliku, aby jej nie stracić.',
  'storage/failed':
    'Zapis się nie udał. Gra przetrwa tylko, dopóki aplikacja jest otwarta: zapisz ją do pliku, aby jej nie stracić.',
  'tab.elsewhere':
    'Ta gra jest otwarta w innej karcie. Ta karta tylko ją pokazuje: dotknij „Graj tutaj”, aby grać dalej w tej karcie.',
  'tab.takeOver': 'Graj tutaj',

  // Board view.
  'boardView.title': 'Plansza',
  'boardView.round': 'Runda {round} z 9',
  'boardView.setup': 'Przygotowanie',
  'boardView.displayColumn': 'Wskaźniki punktów: pole rundy {displayRound}',
  'boardView.track': 'Tor punktów',
  'boardView.trackLabel': 'Znacznik punktów na {signed}: {position}',
  'boardView.provinces': 'Prowincje',
  'boardView.col.province': 'Prowincja',
  'boardView.col.armies': 'Oddziały',
  'boardView.col.value': 'Punkty',
  'boardView.col.sixes': 'Szóstki',
  'boardView.neutral': 'Neutralna',
  'boardView.sixes': '{player}: {count}',
  'boardView.players': 'Gracze',
  'boardView.pool': 'Pula',
  'boardView.setAside': 'Posiłki',
  'boardView.onBoard': 'Na planszy',
  'boardView.sixMarks': 'Znaczniki szóstek',
  'boardView.warlords': 'Zagrani generałowie',
  'boardView.warlords.none': 'Jeszcze żaden',
  'boardView.warlords.secret': 'Generałowie wciąż ukryci: {count}',
  'boardView.event': 'Odkryte wydarzenie',
  'boardView.event.none': 'Żadna karta wydarzenia nie jest odkryta.',
  'boardView.plagues': 'Zagrane dotąd Plagi: {count}',
  'boardView.eventsLeft': 'Karty wydarzeń w stosie: {count}',

  // Game log.
  'gameLog.title': 'Dziennik gry',
  'gameLog.setup': 'Przygotowanie',
  'gameLog.round': 'Runda {round}',
  'gameLog.empty': 'Jeszcze nic się nie wydarzyło.',
  ...words,
  ...ownerStep,
};
