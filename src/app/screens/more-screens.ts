// The screens the first one opens (new game, settings, the camera check) with their strings: loaded
// just after the first screen, precached by the service worker.
import '../later-text';
export { NewGame } from './NewGame/NewGame';
export { Settings } from './Settings/Settings';
export { CameraCheck } from './CameraCheck/CameraCheck';
