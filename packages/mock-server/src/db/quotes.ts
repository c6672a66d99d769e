/** Real quotes, one of which is picked per calendar day. */
export const QUOTES = [
  { quote: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
  { quote: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' },
  {
    quote: "The most dangerous phrase in the language is: we've always done it this way.",
    author: 'Grace Hopper',
  },
  {
    quote: 'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    author: 'Alan Turing',
  },
  { quote: 'Nothing in life is to be feared, it is only to be understood.', author: 'Marie Curie' },
  {
    quote: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson',
  },
  { quote: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { quote: "It always seems impossible until it's done.", author: 'Nelson Mandela' },
  { quote: 'Talk is cheap. Show me the code.', author: 'Linus Torvalds' },
  {
    quote:
      'The question of whether a computer can think is no more interesting than the question of whether a submarine can swim.',
    author: 'Edsger W. Dijkstra',
  },
] as const;
