// The cross-engine scenarios (harness/engines/scenarios.ts) in Firefox.
import { engineScenarios } from '../../../harness/engines/scenarios';

engineScenarios('firefox');
