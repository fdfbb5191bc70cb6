// The cross-engine scenarios (harness/engines/scenarios.ts) in WebKit.
import { engineScenarios } from '../../../harness/engines/scenarios';

engineScenarios('webkit');
