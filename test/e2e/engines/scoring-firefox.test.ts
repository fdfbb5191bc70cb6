// The scoring moment (test/support/engines/scoring-scenario.ts) in Firefox.
import { scoringScenario } from '../../support/engines/scoring-scenario';

scoringScenario('firefox');
