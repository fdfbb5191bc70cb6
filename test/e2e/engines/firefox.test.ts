// The cross-engine scenarios (test/support/engines/scenarios.ts) in Firefox.
import { engineScenarios } from '../../support/engines/scenarios';

engineScenarios('firefox');
