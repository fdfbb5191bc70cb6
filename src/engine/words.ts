// A fixed list of 256 short English words for the human form of fingerprints (index = byte value).
export const WORDS: readonly string[] = [
  'able', 'acid', 'aged', 'also', 'area', 'army', 'away', 'baby', 'back', 'ball', 'band', 'bank', 'base', 'bath', 'bear', 'beat',
  'bell', 'belt', 'best', 'bird', 'blow', 'blue', 'boat', 'body', 'bone', 'book', 'boot', 'born', 'boss', 'both', 'bowl', 'bulk',
  'burn', 'bush', 'busy', 'cake', 'calm', 'came', 'camp', 'card', 'care', 'cart', 'case', 'cash', 'cast', 'cell', 'chat', 'chip',
  'city', 'clay', 'club', 'coal', 'coat', 'code', 'cold', 'come', 'cook', 'cool', 'cope', 'copy', 'core', 'corn', 'cost', 'crew',
  'crop', 'dark', 'data', 'date', 'dawn', 'deal', 'dear', 'deep', 'deer', 'desk', 'dial', 'dice', 'diet', 'dirt', 'dish', 'dock',
  'door', 'dose', 'down', 'draw', 'drop', 'drum', 'duck', 'dust', 'duty', 'each', 'earn', 'east', 'easy', 'edge', 'else', 'even',
  'ever', 'face', 'fact', 'fair', 'fall', 'farm', 'fast', 'fear', 'feed', 'feel', 'fill', 'film', 'find', 'fine', 'fire', 'firm',
  'fish', 'five', 'flag', 'flat', 'flow', 'foam', 'fold', 'folk', 'food', 'foot', 'ford', 'fork', 'form', 'fort', 'four', 'free',
  'frog', 'fuel', 'full', 'fund', 'gain', 'game', 'gate', 'gift', 'girl', 'glad', 'glow', 'goal', 'goat', 'gold', 'golf', 'good',
  'gray', 'grid', 'grin', 'grow', 'gulf', 'hair', 'half', 'hall', 'hand', 'hard', 'harm', 'hawk', 'head', 'heat', 'herb', 'hero',
  'high', 'hill', 'hint', 'hold', 'hole', 'home', 'hope', 'horn', 'host', 'hour', 'huge', 'hunt', 'idea', 'inch', 'iron', 'isle',
  'jade', 'jazz', 'join', 'joke', 'jump', 'jury', 'keen', 'keep', 'kind', 'king', 'kite', 'knee', 'knot', 'lake', 'lamp', 'land',
  'lane', 'last', 'lava', 'lawn', 'lead', 'leaf', 'left', 'lens', 'life', 'lift', 'lime', 'line', 'lion', 'list', 'load', 'lock',
  'loft', 'long', 'loop', 'lord', 'luck', 'mail', 'main', 'make', 'mall', 'many', 'mark', 'mask', 'meal', 'meat', 'mild', 'milk',
  'mill', 'mind', 'mint', 'mist', 'mode', 'moon', 'moss', 'most', 'move', 'much', 'nail', 'name', 'navy', 'neck', 'nest', 'news',
  'nice', 'node', 'noon', 'nose', 'note', 'oak', 'oath', 'open', 'oval', 'oven', 'pace', 'pack', 'page', 'pair', 'palm', 'park',
];
