/** English words for typed codes: the code shown to type, and what is wrong with a mistyped one. */
export const codes = {
  'code.typedHeading': 'No camera? Read this code out to type it:',
  'code.typedGroups': 'Groups of five characters; spaces and upper or lower case do not matter.',
  'typed/empty': 'Type the code first.',
  'typed/bad-character':
    'Codes never use “{char}” (group {group}, character {place}). Check that character again.',
  'typed/wrong-character': 'One character in group {groups} is wrong. Check that group again.',
  'typed/wrong-characters': 'Groups {groups} each have a wrong character. Check them again.',
  'typed/missing-group': 'Group {group} is missing: the groups after it are right. Type it in its place.',
  'typed/extra-group': 'Group {group} is one too many (typed twice?). Leave it out.',
  'typed/missing-character': 'A character is missing in group {group}. Check that group again.',
  'typed/extra-character': 'Group {group} has one character too many. Check that group again.',
  'typed/last-group-short':
    'The last group (group {group}) has only one character: a character is missing or one too many at the end.',
  'typed/too-short':
    'The {groups} groups typed are right, but the code goes on: type the groups missing at the end.',
  'typed/too-long': 'The code ends after group {groups}: leave out what follows.',
  'typed/parts-missing': 'Read {have} of {total} codes; still to scan or type: number {missing}.',
} as const;
