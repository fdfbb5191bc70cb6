// The game screens' own strings (plan, reveal, draw, menus, board and log views) are not part of
// start-up (its size budget): importing this module registers them, in every language.
import '../../later-text';
import { registerCatalogue } from '../../i18n';
import { screens as englishScreens } from '../../i18n/en/screens';
import { screens as polishScreens } from '../../i18n/pl/screens';

registerCatalogue('en', englishScreens);
registerCatalogue('pl', polishScreens);
