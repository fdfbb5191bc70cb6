// The strings of the screens the first one opens (new game, settings, camera check, my box) and of the
// game screens' board and log: not part of start-up (its size budget). Importing this module registers
// them, in every language.
import { registerCatalogue } from './i18n';
import { enLater } from './i18n/en/later';
import { plLater } from './i18n/pl/later';

registerCatalogue('en', enLater);
registerCatalogue('pl', plLater);
