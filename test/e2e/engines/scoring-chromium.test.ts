// The scoring moment (test/support/engines/scoring-scenario.ts) in Chromium.
import { scoringScenario } from '../../support/engines/scoring-scenario';

scoringScenario('chromium');
