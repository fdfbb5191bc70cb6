// The cross-engine scenarios (test/support/engines/scenarios.ts) in WebKit.
import { engineScenarios } from '../../support/engines/scenarios';

engineScenarios('webkit');
