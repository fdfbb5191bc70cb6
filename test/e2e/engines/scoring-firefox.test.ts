// The scoring moment (harness/engines/scoring-scenario.ts) in Firefox.
import { scoringScenario } from '../../../harness/engines/scoring-scenario';

scoringScenario('firefox');
