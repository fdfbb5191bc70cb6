// The scoring moment (harness/engines/scoring-scenario.ts) in Webkit.
import { scoringScenario } from '../../../harness/engines/scoring-scenario';

scoringScenario('webkit');
