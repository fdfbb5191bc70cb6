/** English strings of the Board tab's note while a scoring moment is on the Play tab. */
export const boardTab = {
  'boardTab.scoring': 'Round {round} has been scored (see Play). The board below is as round {next} begins.',
};
