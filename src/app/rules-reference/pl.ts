// The rules reference in Polish, in the app's own words (never the rulebook's sentences).
// It mirrors en.ts entry for entry (the RulesContent type enforces it); rulings are cited by id.
import type { RulesContent } from './types';

const bordersUse = 'Od nich zależy, skąd uzupełnia się brakujące oddziały.';
const bordersUseWithWarlords =
  'Od nich zależy, skąd uzupełnia się brakujące oddziały i dokąd można przesunąć oddział generałem „Przesunięcie oddziału”.';

/** The Polish rules reference. */
export const pl: RulesContent = {
  intro:
    'Streszczenie zasad Sun Tzu (Sztuka Wojny) w takiej postaci, w jakiej sędziuje je aplikacja. Tam, gdzie instrukcje zostawiają coś otwarte, aplikacja stosuje rozstrzygnięcie; jego oznaczenie (np. R-B3) widać obok tekstu.',

  provinces: { qin: 'Qin', chu: 'Chu', jinyan: 'Jin-Yan', hanqi: 'Han-Qi', wu: 'Wu' },

  intros: {
    game: 'Jak przygotować grę, co dzieje się w każdej z pięciu faz rundy i jak gra się kończy.',
    cards:
      'Każdy gracz ma 20 kart akcji. Karty 1–6 w ramkach są od początku na ręce i wracają na nią po każdej rundzie; każda inna karta działa raz i odpada z gry.',
    pairings:
      'Wartość karty specjalnej zależy od karty, na którą trafi. Oto wszystkie zestawienia i ich skutki.',
    warlords:
      'Tylko w grze standardowej. Przy przygotowaniu każdy gracz w sekrecie zatrzymuje jednego ze swoich pięciu generałów. Generał działa raz i przepada. Jeśli jego opis nie mówi inaczej, zagrywa się go na początku rundy (zanim rozkazy zostaną zapieczętowane) albo po ostatniej prowincji rundy (przed punktacją).',
    events:
      'Opcjonalne. Pięć kart wydarzeń tworzy potasowany stos z jedną kartą odkrytą i liczy się tylko ona. Jej warunek sprawdza się po każdej prowincji. Gdy zostanie spełniony, skutek dotyczy każdego gracza, który go spełnił, karta odpada i odkrywa się następną. Warunek dotyczący stanu gry („Pandemia”, „Rydwan bojowy”), który jest już spełniony w chwili odkrycia karty, działa od razu; pozostałe wymagają nowego zdarzenia. Gdy zadziała piąta karta, gra się kończy.',
  },

  game: {
    goal: {
      title: 'Cel gry',
      body: [
        'Dwaj wodzowie walczą o pięć prowincji na planszy przez najwyżej dziewięć rund. Na koniec rund 3, 6 i 9 każda kontrolowana prowincja daje punkty, a różnica między sumami obu graczy przesuwa znacznik punktów w stronę tego, kto zdobył więcej.',
        'Kto podczas punktacji doprowadzi znacznik do swojego końca toru, od razu wygrywa. W przeciwnym razie po 9. rundzie wygrywa gracz, po którego stronie stoi znacznik.',
      ],
      rulings: ['R-S1', 'R-S2'],
    },
    setup: {
      title: 'Przygotowanie',
      body: [
        {
          steps: [
            'Wylosuj 5 z 10 wskaźników punktów i połóż po jednym przy każdej prowincji, stroną pierwszej punktacji do góry. Aplikacja poprosi o trzy wartości każdej prowincji (na koniec rundy 3, 6 i 9).',
            'Połóż znacznik rund na polu 1, a znacznik punktów na środku toru (do końca toru każdego gracza prowadzi 9 pól).',
            'Każdy gracz ma 21 oddziałów: 18 tworzy pulę wojska, a 3 czekają z boku jako posiłki.',
            'Każdy gracz w sekrecie zatrzymuje jednego ze swoich pięciu generałów; aplikacja zapisuje zapieczętowany wybór, ujawniany dopiero przy zagraniu.',
            'Każdy gracz bierze na rękę sześć kart 1–6 w ramkach, tasuje pozostałe 14 kart akcji w zakryty stos i dobiera z niego 4: ma na ręce 10 kart.',
            'Z wydarzeniami: potasuj pięć kart wydarzeń i odkryj wierzchnią.',
          ],
        },
        'Niebieski to Sun Tzu. Czerwony to król Shao (wydanie polskie) lub król Chu (wydanie angielskie).',
      ],
      rulings: ['R-F1', 'R-F3', 'R-F6', 'R-F7', 'R-V6'],
    },
    round: {
      title: 'Runda',
      body: [
        {
          steps: [
            'Przesuń znacznik rund.',
            'Wydaj rozkazy: po jednej karcie akcji dla każdej prowincji, w sekrecie.',
            'Odkrywaj i rozstrzygaj prowincje po kolei.',
            'Punktacja, tylko na koniec rund 3, 6 i 9.',
            'Dobierz nowe karty akcji.',
          ],
        },
        'Z posiłków można skorzystać w każdej chwili poza rozstrzyganiem prowincji.',
        'Na dwóch telefonach i w grze przeciw telefonowi runda bez punktacji przechodzi od ostatniej bitwy od razu dalej: to, co można by zagrać po tej bitwie, jest dostępne na początku następnej rundy (na dwóch telefonach pod zapisem rundy). Między tymi chwilami jest tylko dobieranie kart, które nie rusza żadnego oddziału, więc zagranie działa tam dokładnie tak samo.',
      ],
      rulings: ['R-R1', 'R-W11', 'R-X1'],
    },
    marker: {
      title: 'Faza 1: znacznik rund',
      body: [
        'Znacznik zaczyna na polu 1 i na początku każdej kolejnej rundy przesuwa się o jedno pole.',
        'Wskaźniki punktów mają zawsze pokazywać wartości najbliższej punktacji: obróć je na początku rundy 4 i ponownie na początku rundy 7. Aplikacja o tym przypomni.',
      ],
      rulings: ['R-R2'],
    },
    orders: {
      title: 'Faza 2: rozkazy',
      body: [
        'Każdy gracz przydziela każdej z pięciu prowincji jedną kartę z ręki, zakrytą (w aplikacji: na własnym telefonie, zapieczętowaną i przekazaną kodem QR). Nikt nie widzi rozkazów rywala, zanim obaj nie zapieczętują swoich.',
        'Nie wolno wydać rozkazu z 6 w prowincji, w której twoja 6 zostawiła już znacznik (wyjątek: generał króla „Druga szóstka”).',
        'Jeśli w tej rundzie wybierasz kolejność rozstrzygania, ustalasz ją teraz, razem z rozkazami, nie znając kart przeciwnika.',
      ],
      rulings: ['R-C6', 'R-R3'],
    },
    reveal: {
      title: 'Faza 3: odkrywanie i kolejność rozstrzygania',
      body: [
        'Prowincje rozstrzyga się pojedynczo: odkrywa się obie karty, ustala wynik bitwy i przesuwa oddziały, a dopiero potem przechodzi do następnej prowincji.',
        'W pierwszych rundach kolejność jest stała: Qin, Chu, Jin-Yan, Han-Qi, Wu. Później gracz z mniejszą liczbą oddziałów na planszy (znaczniki szóstek się nie liczą) przed pierwszym odkryciem ustala kolejność wszystkich pięciu prowincji.',
        'W obrębie jednej prowincji kroki są takie:',
        {
          steps: [
            'odkrywa się obie karty;',
            'można zagrać generałów reagujących na karty;',
            'działa Plaga, a jeśli jej nie ma, liczy się wartości i przewagę;',
            'płaci się koszty kart (znacznik szóstki, posiłki za +2 lub +3);',
            'rozlicza się przewagę;',
            'sprawdza się warunek odkrytego wydarzenia.',
          ],
        },
      ],
      rulings: ['R-R3', 'R-F4', 'R-B5', 'R-V7'],
      editions: {
        en: 'Stała kolejność tylko w 1. rundzie; od 2. rundy wybiera gracz z mniejszą liczbą oddziałów. Przy remisie wybór zachowuje ten, kto wybierał ostatnio; jeśli nikt jeszcze nie wybierał, obowiązuje stała kolejność.',
        pl: 'Stała kolejność w rundach 1–3; od 4. rundy wybiera gracz z mniejszą liczbą oddziałów. Przy remisie wybiera ten, kto w poprzedniej rundzie, w tym samym momencie, miał mniej oddziałów na planszy; jeśli wtedy też był remis, stosuje się zasadę angielską.',
        rulings: ['R-E1', 'R-E2'],
      },
    },
    battle: {
      title: 'Wynik bitwy',
      body: [
        'Każda karta ma wartość (zob. karty i zestawienia niżej). Wygrywa wyższa wartość, a różnica to przewaga. Przy równych wartościach nic się nie zmienia.',
        'Gdy zwycięzca ma przewagę d:',
        {
          list: [
            'prowincja pusta albo już zwycięzcy: zwycięzca dokłada d oddziałów;',
            'przegrany ma tam więcej niż d: zabiera d oddziałów do puli i zachowuje prowincję;',
            'przegrany ma dokładnie d: wszystkie wracają do puli, a prowincja staje się pusta;',
            'przegrany ma mniej niż d: wszystkie wracają do puli, a zwycięzca dokłada resztę przewagi.',
          ],
        },
        {
          example:
            'W Chu niebieski zagrywa 8, a czerwony 3: niebieski wygrywa przewagą 5. Jeśli czerwony miał tam 7 oddziałów, 5 wraca do puli i zostają 2. Przy dokładnie 5 Chu pustoszeje. Przy 2 oba wracają do puli czerwonego, a niebieski dokłada 3.',
        },
        'Gracz kontroluje prowincję, dopóki jest w niej choć jeden jego oddział. W prowincji nigdy nie stoją oddziały obu graczy naraz.',
      ],
      rulings: ['R-B1', 'R-B2', 'R-B3'],
    },
    placing: {
      title: 'Dokładanie oddziałów',
      body: [
        'Zwycięzca bierze oddziały z puli. Jeśli w puli ich brakuje, brakujące musi przesunąć ze swoich prowincji sąsiadujących z tą (sam wybiera, z których), a potem z dowolnej innej. Jeśli i to nie wystarczy, dokłada tyle, ile ma.',
        'Oddziały, które opuszczają prowincję po bitwie lub Pladze, wracają do puli swojego właściciela.',
      ],
      rulings: ['R-B4', 'R-D2', 'R-F5'],
    },
    support: {
      title: 'Posiłki',
      body: [
        'Oddziały odłożone do posiłków (3 na początku, więcej po +2, +3 i niektórych wydarzeniach) nie walczą. Aby przenieść jeden z nich do puli, odrzuć na stałe jedną kartę z ręki i pokaż ją rywalowi; kart 1–6 w ramkach nie można tak odrzucić. Jedna karta za jeden oddział, dowolnie często, w każdej chwili poza rozstrzyganiem prowincji.',
      ],
      rulings: ['R-X1'],
    },
    scoring: {
      title: 'Faza 4: punktacja (rundy 3, 6 i 9)',
      body: [
        'Każdy gracz sumuje bieżące wartości wskaźników przy prowincjach, które kontroluje. Znacznik przesuwa się w stronę wyższej sumy o różnicę między sumami, nigdy poza koniec toru. Przy równych sumach znacznik stoi.',
        'Znaczniki szóstek nie są oddziałami w prowincji: nigdy nie dają kontroli.',
      ],
      rulings: ['R-S1', 'R-R2', 'R-F3'],
    },
    drawing: {
      title: 'Faza 5: dobieranie',
      body: [
        'Weź z powrotem zagrane karty 1–6 w ramkach. Każda inna karta zagrana w tej rundzie odpada z gry; obaj gracze widzą, która.',
        'Potem dobierz dwie karty ze swojego stosu, zatrzymaj jedną, a drugą wsuń pod stos. Jeśli w tej rundzie zagrano twoją 1 (i, domyślnie, nie anulowała jej Plaga), dobierz trzy i zatrzymaj dwie. Gdy kart jest mniej, dobierz tyle, ile zostało; gdy stos jest pusty, grasz kartami z ręki.',
        'Przy prawdziwych kartach telefon pyta właściciela, którą kartę zatrzymał; przy kartach z aplikacji telefon sam je rozdaje.',
      ],
      rulings: ['R-R4', 'R-C1', 'R-C4', 'R-P2'],
    },
    end: {
      title: 'Koniec gry',
      body: [
        {
          list: [
            'Przy punktacji rund 3 i 6: znacznik na końcu toru gracza oznacza jego natychmiastowe zwycięstwo.',
            'Po 9. rundzie: wygrywa gracz, po którego stronie stoi znacznik. Znacznik na środku: wygrywa ten, kto ma więcej oddziałów w puli; przy równych pulach gra kończy się remisem.',
            'Z wydarzeniami: gdy zadziała piąta karta wydarzenia, gra kończy się w tej chwili i rozstrzyga tak jak po 9. rundzie.',
          ],
        },
        'Dotarcie do końca toru w innym momencie (generał „Dobry start”, polska „Lekka piechota”) samo nie kończy gry.',
      ],
      rulings: ['R-S2', 'R-S3', 'R-S4'],
    },
    beginner: {
      title: 'Wariant dla początkujących',
      body: [
        'Na pierwszą grę: bez +2, bez +3 i bez generałów. Każdy gracz ma 18 kart akcji (12 w stosie) i wszystkie 21 oddziałów w puli, bez posiłków.',
      ],
      rulings: ['R-F2', 'R-E6'],
      editions: {
        en: 'Karty wydarzeń nadal można stosować.',
        pl: 'Odpadają także karty wydarzeń.',
        rulings: ['R-E6'],
      },
    },
  },

  cards: {
    one: {
      title: 'Karta 1',
      faces: '1',
      copies: '1 karta w ramce',
      body: [
        'Wartość 1. Jej nagroda przychodzi przy dobieraniu: jeśli została zagrana w tej rundzie, dobierasz trzy karty i zatrzymujesz dwie zamiast dwóch i jednej. Domyślnie Plaga zagrana naprzeciw niej anuluje tę nagrodę (to opcja gry: zob. zasady obowiązujące w danej grze).',
      ],
      rulings: ['R-C1', 'R-P2'],
    },
    'two-to-five': {
      title: 'Karty 2, 3, 4 i 5',
      faces: '2 3 4 5',
      copies: 'po 1 karcie w ramce',
      body: ['Są warte tyle, ile pokazują. Nie mają innego działania; po rundzie wracają na rękę.'],
      rulings: ['R-B1', 'R-C4'],
    },
    six: {
      title: 'Karta 6',
      faces: '6',
      copies: '1 karta w ramce',
      body: [
        'Wartość 6. Po jej odkryciu właściciel stawia jeden oddział w małym polu nad nazwą prowincji (z puli; z planszy tylko wtedy, gdy pula jest pusta). Ten oddział na stałe wypada z gry i tylko zaznacza, że twoja 6 już tu była: nie możesz zagrać w tej prowincji swojej 6 ponownie.',
        'Plaga naprzeciw 6 anuluje też znacznik (to opcja gry: zob. zasady obowiązujące w danej grze).',
      ],
      rulings: ['R-C6', 'R-P2', 'R-D1'],
    },
    'seven-to-ten': {
      title: 'Karty 7, 8, 9 i 10',
      faces: '7 8 9 10',
      copies: 'po 1 karcie',
      body: [
        'Są warte tyle, ile pokazują, i działają raz: po rundzie odpadają z gry. Wydarzenia „Czempion” i „Bohater” karzą za 9 lub 10, które nie wygrały swojej prowincji.',
      ],
      rulings: ['R-B1', 'R-C4', 'R-V3', 'R-V4'],
    },
    'plus-one': {
      title: '+1',
      faces: '+1',
      copies: '3 karty',
      body: ['Warta o jeden więcej niż liczba, na którą trafi. Bez kosztu.'],
      rulings: ['R-B1', 'R-C3'],
    },
    'minus-one': {
      title: '−1',
      faces: '−1',
      copies: '3 karty',
      body: [
        'Warta o jeden mniej niż liczba, na którą trafi, więc przegrywa dokładnie o 1: tani sposób, by niewiele oddać. Bez kosztu.',
      ],
      rulings: ['R-B1', 'R-C3'],
    },
    'plus-two': {
      title: '+2',
      faces: '+2',
      copies: '1 karta (nie w grze dla początkujących)',
      body: [
        'Warta o dwa więcej niż liczba, na którą trafi. Koszt: właściciel odkłada 1 oddział do posiłków, z puli lub z planszy.',
      ],
      rulings: ['R-B1', 'R-C2', 'R-D1'],
    },
    'plus-three': {
      title: '+3',
      faces: '+3',
      copies: '1 karta (nie w grze dla początkujących)',
      body: [
        'Warta o trzy więcej niż liczba, na którą trafi. Koszt: właściciel odkłada 2 oddziały do posiłków, z puli lub z planszy.',
      ],
      rulings: ['R-B1', 'R-C2', 'R-D1'],
    },
    plague: {
      title: 'Plaga',
      faces: 'Plaga',
      copies: '2 karty',
      body: [
        'Bitwy nie ma. Oddziały w prowincji, niezależnie od właściciela, tracą połowę (zaokrągloną w dół), która wraca do puli właściciela: z 5 oddziałów odchodzą 2, pojedynczy oddział zostaje.',
        'Karta przeciwnika zostaje anulowana: nie ma wartości, a domyślnie także kosztu ani nagrody (bez znacznika szóstki, bez posiłków, bez dodatkowego dobierania). Nadal liczy się jako zagrana.',
        'Każda zagrana Plaga liczy się do wydarzenia „Pandemia”.',
      ],
      rulings: ['R-P1', 'R-P2', 'R-P3', 'R-C5'],
    },
  },

  pairings: {
    'number-number': {
      title: 'Liczba przeciw liczbie',
      cards: '8 vs 3',
      body: ['Wygrywa wyższa liczba; przewaga to różnica (tutaj 5).'],
      rulings: ['R-B1', 'R-B2'],
    },
    'bonus-number': {
      title: 'Premia przeciw liczbie',
      cards: '+2 vs 7',
      body: [
        'Karta premii przyjmuje wartość liczby powiększoną o premię (tutaj 9 przeciw 7), więc zawsze wygrywa o swoją premię: +1 o 1, +2 o 2, +3 o 3.',
      ],
      rulings: ['R-B1'],
    },
    'minus-number': {
      title: '−1 przeciw liczbie',
      cards: '−1 vs 6',
      body: ['−1 jest warta o jeden mniej (tutaj 5 przeciw 6): liczba wygrywa o 1.'],
      rulings: ['R-B1'],
    },
    'minus-bonus': {
      title: '−1 przeciw karcie premii',
      cards: '−1 vs +2',
      body: ['−1 liczy się jako 0, a karta premii jako sama premia: tutaj +2 wygrywa o 2.'],
      rulings: ['R-B1'],
    },
    'bonus-bonus': {
      title: 'Dwie różne karty premii',
      cards: '+3 vs +1',
      body: ['Porównuje się tylko premie: tutaj +3 wygrywa o 2.'],
      rulings: ['R-B1'],
    },
    'same-special': {
      title: 'Ta sama karta specjalna po obu stronach',
      cards: '+1 vs +1, −1 vs −1, +2 vs +2, +3 vs +3',
      body: ['Remis: w prowincji nic się nie zmienia.'],
      rulings: ['R-B1', 'R-B2'],
      editions: {
        en: 'Przy dwóch +2 lub dwóch +3 każdy gracz i tak odkłada oddziały do posiłków.',
        pl: 'Karty znoszą się nawzajem: nikt nie odkłada oddziałów do posiłków.',
        rulings: ['R-E5'],
      },
    },
    'plague-any': {
      title: 'Plaga przeciw dowolnej innej karcie',
      cards: 'Plaga vs 10',
      body: [
        'Bitwy nie ma: prowincja traci połowę oddziałów, a druga karta zostaje anulowana (zob. Plaga). Generał króla „Odporność na Plagę” może zamienić Plagę Sun Tzu w zwykłe 0.',
      ],
      rulings: ['R-P1', 'R-P2', 'R-W3'],
    },
    'plague-plague': {
      title: 'Plaga przeciw Pladze',
      cards: 'Plaga vs Plaga',
      body: ['Połowa odchodzi tylko raz, nie dwa razy. Obie Plagi liczą się do wydarzenia „Pandemia”.'],
      rulings: ['R-P1', 'R-P3'],
    },
    'never-below-zero': {
      title: 'Żadna wartość poniżej 0',
      cards: '−1 vs 0',
      body: [
        'Wartość nigdy nie spada poniżej 0. −1 przeciw Pladze zamienionej w 0 przez generała „Odporność na Plagę” jest warta 0: remis.',
      ],
      rulings: ['R-B1', 'R-W3'],
    },
  },

  warlordOwners: {
    blue: 'Generałowie Sun Tzu (niebieski)',
    red: 'Generałowie króla (czerwony: król Shao, w wydaniu angielskim król Chu)',
  },

  warlords: {
    'second-six': {
      title: 'Druga szóstka',
      when: 'Przy wydawaniu rozkazów; działa, gdy ta 6 zostanie odkryta.',
      body: [
        'Król może wydać rozkaz z 6 w prowincji, w której jego 6 zostawiła już znacznik. Po odkryciu dochodzi tam drugi znacznik.',
      ],
      rulings: ['R-W1', 'R-C6'],
    },
    'remove-army': {
      title: 'Usunięcie oddziału',
      when: 'W rundach 1–6, na początku rundy albo po jej ostatniej prowincji.',
      body: ['Zdejmij jeden oddział z prowincji i odłóż go do puli jego właściciela.'],
      rulings: ['R-W2', 'R-W11'],
      editions: {
        en: 'Dowolny oddział w dowolnej prowincji, także własny.',
        pl: 'Tylko oddział Sun Tzu.',
        rulings: ['R-E4'],
      },
    },
    'counter-plague': {
      title: 'Odporność na Plagę',
      when: 'Gdy odkrywa się prowincję, w której Sun Tzu zagrał Plagę.',
      body: ['Ta Plaga liczy się jak liczba o wartości 0, a o prowincję toczy się zwykła bitwa.'],
      rulings: ['R-W3', 'R-B1'],
    },
    'deadly-plague': {
      title: 'Śmiertelna Plaga',
      when: 'Na początku rundy.',
      body: [
        'W tej rundzie każda odkryta Plaga, niezależnie od tego, kto ją zagrał, zostawia w swojej prowincji tylko jeden oddział zamiast zabierać połowę.',
      ],
      rulings: ['R-W4', 'R-P1'],
    },
    'recycle-plague': {
      title: 'Powracająca Plaga',
      when: 'Gdy zostanie odkryta własna Plaga króla.',
      body: [
        'Ta Plaga trafia pod stos króla zamiast odpaść z gry; w jej miejsce odpada z gry wierzchnia karta jego stosu.',
      ],
      rulings: ['R-W5', 'R-P3'],
    },
    'move-army': {
      title: 'Przesunięcie oddziału',
      when: 'W rundach 1–6, na początku rundy albo po jej ostatniej prowincji.',
      body: [
        'Przesuń jeden oddział Sun Tzu do sąsiedniej prowincji, która jest pusta albo należy już do Sun Tzu.',
      ],
      rulings: ['R-W6', 'R-W11', 'R-F5'],
    },
    'cap-at-six': {
      title: 'Jak szóstka',
      when: 'Gdy odkrywa się prowincję, w której Sun Tzu zagrał 7, 8, 9 lub 10.',
      body: [
        'Ta jedna karta jest w tej bitwie warta 6. Nie zostawia znacznika szóstki i można jej użyć tam, gdzie 6 Sun Tzu już zostawiła znacznik.',
      ],
      rulings: ['R-W7'],
    },
    'head-start': {
      title: 'Dobry start',
      when: 'Przy przygotowaniu gry (wtedy zostaje ujawniony).',
      body: ['Znacznik punktów zaczyna grę o jedno pole bliżej Sun Tzu.'],
      rulings: ['R-W8', 'R-S4'],
    },
    'recycle-minus-one': {
      title: 'Powracające −1',
      when: 'Gdy zostanie odkryta własna −1 Sun Tzu.',
      body: [
        'Ta −1 trafia pod stos Sun Tzu zamiast odpaść z gry; w jej miejsce odpada z gry wierzchnia karta jego stosu.',
      ],
      rulings: ['R-W9'],
    },
    reinforce: {
      title: 'Wzmocnienie',
      when: 'W rundach 1–6, na początku rundy albo po jej ostatniej prowincji.',
      body: ['Dołóż jeden oddział z puli Sun Tzu do prowincji, którą Sun Tzu już kontroluje.'],
      rulings: ['R-W10', 'R-W11'],
    },
  },

  events: {
    pandemic: {
      title: 'Pandemia',
      condition: 'W grze zagrano już cztery Plagi (liczy się każda).',
      effect: 'Każdy gracz odkłada jeden oddział do posiłków: z puli, a jeśli pula jest pusta, z planszy.',
      body: [],
      rulings: ['R-V1', 'R-P3', 'R-D1'],
    },
    'war-chariot': {
      title: 'Rydwan bojowy',
      condition: 'Znaczniki szóstek gracza stoją w trzech różnych prowincjach.',
      effect:
        'Ten gracz w sekrecie wybiera jeszcze jednego generała spośród czterech odłożonych przy przygotowaniu.',
      body: [],
      rulings: ['R-V2', 'R-W12'],
    },
    champion: {
      title: 'Czempion',
      condition:
        'Gracz odkrywa 9 i nie wygrywa tej prowincji (przegrana, remis albo bitwa anulowana przez Plagę).',
      effect: 'Ten gracz odkłada jeden oddział do posiłków, z puli lub z planszy.',
      body: [],
      rulings: ['R-V3', 'R-D1'],
    },
    hero: {
      title: 'Bohater',
      condition: 'Gracz odkrywa 10 i nie wygrywa tej prowincji.',
      effect: 'Ten gracz odkłada dwa oddziały do posiłków, z puli lub z planszy.',
      body: [],
      rulings: ['R-V4', 'R-D1'],
    },
    'light-infantry': {
      title: 'Lekka piechota',
      condition: 'Obaj gracze odkrywają 1 w tej samej prowincji.',
      effect:
        'Gracz, który przegrywa na torze punktów, dostaje małą nagrodę (zob. wydania). Gdy znacznik stoi na środku, nic się nie dzieje.',
      body: [],
      rulings: ['R-V5'],
      editions: {
        en: 'Ten gracz może dołożyć do tej prowincji jeden oddział z puli, tak jakby wygrał ją o 1.',
        pl: 'Ten gracz przesuwa znacznik punktów o jedno pole w swoją stronę.',
        rulings: ['R-E3', 'R-D3'],
      },
    },
  },

  inForce: {
    edition: {
      en: {
        title: 'Wydanie angielskie',
        text: 'Niebieski to Sun Tzu, czerwony to król Chu. Tam, gdzie wydania się różnią, rozstrzyga instrukcja angielska.',
      },
      pl: {
        title: 'Wydanie polskie (Sztuka Wojny)',
        text: 'Niebieski to Sun Tzu, czerwony to król Shao. Tam, gdzie wydania się różnią, rozstrzyga instrukcja polska.',
      },
    },
    order: {
      en: {
        title: 'Kolejność rozstrzygania',
        text: 'W 1. rundzie obowiązuje stała kolejność od Qin do Wu. Od 2. rundy wybiera ją gracz z mniejszą liczbą oddziałów na planszy; przy remisie wybór zachowuje ten, kto wybierał ostatnio, a dopóki nikt nie wybierał, zostaje stała kolejność.',
      },
      pl: {
        title: 'Kolejność rozstrzygania',
        text: 'W rundach 1–3 obowiązuje stała kolejność od Qin do Wu. Od 4. rundy wybiera ją gracz z mniejszą liczbą oddziałów na planszy; przy remisie ten, kto miał ich mniej w tym samym momencie poprzedniej rundy; jeśli wtedy też był remis, wybór zachowuje ten, kto wybierał ostatnio.',
      },
    },
    sameBonus: {
      en: {
        title: 'Dwie jednakowe karty +2 lub +3',
        text: 'Remis, a każdy gracz i tak odkłada do posiłków oddziały, które kosztuje jego karta.',
      },
      pl: {
        title: 'Dwie jednakowe karty +2 lub +3',
        text: 'Remis, a karty znoszą się nawzajem: nikt nie odkłada oddziałów do posiłków.',
      },
    },
    variant: {
      standard: {
        title: 'Gra standardowa',
        text: 'Po 20 kart akcji (14 w stosie), 18 oddziałów w puli i 3 w posiłkach, po jednym tajnym generale.',
      },
      beginner: {
        title: 'Gra dla początkujących',
        text: 'Bez +2, bez +3 i bez generałów: po 18 kart akcji (12 w stosie) i wszystkie 21 oddziałów w puli.',
      },
    },
    warlords: {
      title: 'Generałowie',
      text: 'Każdy gracz ma jednego tajnego generała, do użycia raz. Generałów bez własnego momentu zagrywa się na początku rundy albo po jej ostatniej prowincji.',
    },
    removeArmy: {
      en: {
        title: 'Usunięcie oddziału',
        text: 'Król może zdjąć dowolny oddział, także własny; wraca on do puli właściciela.',
      },
      pl: {
        title: 'Usunięcie oddziału',
        text: 'Król może zdjąć tylko oddział Sun Tzu; wraca on do puli Sun Tzu.',
      },
    },
    events: {
      off: {
        title: 'Bez kart wydarzeń',
        text: 'Ta gra toczy się bez wydarzeń; piąte wydarzenie nie może jej zakończyć.',
      },
      offBeginnerPl: {
        title: 'Bez kart wydarzeń',
        text: 'Polskie zasady dla początkujących pomijają karty wydarzeń.',
      },
      app: {
        title: 'Karty wydarzeń tasowane przez aplikację',
        text: 'Aplikacja tasuje pięć wydarzeń na podstawie ziarna gry i sama je odkrywa. Liczy się tylko odkryta karta, sprawdzana po każdej prowincji; piąta kończy grę.',
      },
      physical: {
        title: 'Karty wydarzeń odkrywane przez graczy',
        text: 'Tasujecie prawdziwe karty wydarzeń i mówicie aplikacji, która została odkryta. Liczy się tylko odkryta karta, sprawdzana po każdej prowincji; piąta kończy grę.',
      },
    },
    lightInfantry: {
      en: {
        title: 'Lekka piechota',
        text: 'Gracz przegrywający na torze może dołożyć do prowincji jeden oddział z puli, jak przy wygranej o 1.',
      },
      pl: {
        title: 'Lekka piechota',
        text: 'Gracz przegrywający na torze przesuwa znacznik punktów o jedno pole w swoją stronę.',
      },
    },
    cards: {
      physical: {
        title: 'Prawdziwe karty akcji',
        text: 'Gracze używają swoich prawdziwych kart; każdy telefon pyta właściciela, jakie karty dobrał, i pamięta jego rękę.',
      },
      app: {
        title: 'Karty akcji rozdawane przez aplikację',
        text: 'Każdy telefon rozdaje stos swojego właściciela z prywatnego ziarna; prawdziwe karty akcji nie są potrzebne.',
      },
    },
    plagueCancelsCosts: {
      on: {
        standard: {
          title: 'Plaga anuluje też koszty',
          text: 'Karta naprzeciw Plagi nie ma wartości ani kosztu czy nagrody: bez znacznika szóstki, bez posiłków za +2 lub +3, bez dodatkowego dobierania za 1.',
        },
        beginner: {
          title: 'Plaga anuluje też koszty',
          text: 'Karta naprzeciw Plagi nie ma wartości ani kosztu czy nagrody: bez znacznika szóstki, bez dodatkowego dobierania za 1.',
        },
      },
      off: {
        standard: {
          title: 'Plaga anuluje tylko wartość',
          text: 'Karta naprzeciw Plagi nie ma wartości, ale 6 nadal zostawia znacznik, +2 i +3 nadal kosztują oddziały, a 1 nadal daje dodatkowe dobieranie.',
        },
        beginner: {
          title: 'Plaga anuluje tylko wartość',
          text: 'Karta naprzeciw Plagi nie ma wartości, ale 6 nadal zostawia znacznik, a 1 nadal daje dodatkowe dobieranie.',
        },
      },
    },
    costsBeforeMargin: {
      on: {
        standard: {
          title: 'Koszty przed przewagą',
          text: 'Znacznik szóstki i posiłki za +2 lub +3 pobiera się, zanim zwycięzca dołoży oddziały, więc koszt nigdy nie zabiera oddziałów dołożonych w tej bitwie.',
        },
        beginner: {
          title: 'Koszty przed przewagą',
          text: 'Znacznik szóstki pobiera się, zanim zwycięzca dołoży oddziały, więc nigdy nie zabiera oddziału dołożonego w tej bitwie.',
        },
      },
      off: {
        standard: {
          title: 'Przewaga przed kosztami',
          text: 'Najpierw ruszają się oddziały z bitwy; znacznik szóstki i posiłki za +2 lub +3 pobiera się potem i mogą zabrać właśnie dołożone oddziały.',
        },
        beginner: {
          title: 'Przewaga przed kosztami',
          text: 'Najpierw ruszają się oddziały z bitwy; znacznik szóstki pobiera się potem i może zabrać właśnie dołożony oddział.',
        },
      },
    },
    borders: {
      default: (list, warlords) => ({
        title: 'Granice: domyślna tabela aplikacji',
        text: `Sąsiednie prowincje: ${list}. ${warlords ? bordersUseWithWarlords : bordersUse}`,
      }),
      custom: (list, warlords) => ({
        title: 'Granice: własna tabela tej gry',
        text: `Sąsiednie prowincje: ${list}. ${warlords ? bordersUseWithWarlords : bordersUse}`,
      }),
    },
    displays: (list) => ({
      title: 'Wskaźniki punktów',
      text: `Wartości na koniec rund 3, 6 i 9: ${list}.`,
    }),
    shortfall: {
      title: 'Brak oddziałów',
      text: 'Zwycięzca, któremu brakuje oddziałów w puli, sprowadza je z sąsiednich prowincji, potem z dowolnej innej; gdy nie ma już skąd, dokłada tyle, ile ma.',
    },
    defaults: {
      standard: {
        title: 'Wybory domyślne',
        text: 'Gdy przyjmujesz proponowany wybór, oddziały pochodzą najpierw z puli, potem z twojej największej prowincji (przy remisie decyduje kolejność na planszy). Generałowie, posiłki i dodatkowy generał z Rydwanu bojowego nigdy nie są używane za ciebie.',
      },
      beginner: {
        title: 'Wybory domyślne',
        text: 'Gdy przyjmujesz proponowany wybór, oddziały pochodzą najpierw z puli, potem z twojej największej prowincji (przy remisie decyduje kolejność na planszy). Z posiłków aplikacja nigdy nie korzysta za ciebie.',
      },
    },
    track: {
      title: 'Koniec toru',
      text: 'Znacznik na końcu toru wygrywa tylko przy punktacji rund 3 i 6; dotarcie tam w innym momencie nie kończy gry.',
    },
  },
};
