// The cross-engine scenarios (harness/engines/scenarios.ts) in Chromium.
import { engineScenarios } from '../../../harness/engines/scenarios';

engineScenarios('chromium');
