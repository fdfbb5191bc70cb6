// Everything that needs the rules engine and the protocol, loaded when a game is opened, created or joined.
import '../game/core/screen-text';
export { GameScreen } from './GameScreen/GameScreen';
export { JoinGame } from './JoinGame/JoinGame';
export { createTableGame } from '../game/core/controller';
export { createPassGame } from '../game/pass/pass-and-play';
export { createSoloGame } from '../game/solo/solo';
export { refusalText } from '../game/core/refusal-text';
export { compareWithStored, importGame } from '../game/file/game-file';
