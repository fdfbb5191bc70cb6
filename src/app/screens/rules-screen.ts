// The rules reference (both languages' texts and its screen), loaded only when the rules are opened.
import '../later-text';
export { RulesScreen } from './RulesReference/RulesScreen';
