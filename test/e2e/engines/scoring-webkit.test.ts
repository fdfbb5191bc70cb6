// The scoring moment (test/support/engines/scoring-scenario.ts) in Webkit.
import { scoringScenario } from '../../support/engines/scoring-scenario';

scoringScenario('webkit');
