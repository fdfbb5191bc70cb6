// The cross-engine scenarios (test/support/engines/scenarios.ts) in Chromium.
import { engineScenarios } from '../../support/engines/scenarios';

engineScenarios('chromium');
