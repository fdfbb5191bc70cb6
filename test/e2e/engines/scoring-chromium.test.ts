// The scoring moment (harness/engines/scoring-scenario.ts) in Chromium.
import { scoringScenario } from '../../../harness/engines/scoring-scenario';

scoringScenario('chromium');
