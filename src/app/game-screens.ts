// Everything that needs the rules engine and the protocol, loaded when a game is opened, created or joined.
import './game/screen-text';
export { GameScreen } from './components/GameScreen/GameScreen';
export { JoinGame } from './components/JoinGame/JoinGame';
export { createTableGame } from './game/controller';
export { createPassGame } from './game/pass-and-play';
export { createSoloGame } from './game/solo';
export { refusalText } from './game/refusal-text';
export { compareWithStored, importGame } from './game/game-file';
