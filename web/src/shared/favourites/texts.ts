/** The shortlist heart's labels (SPEC.md leaves them open). */
export const SHORTLIST_TEXTS = {
  add: (name: string) => `Add ${name} to shortlist`,
  remove: (name: string) => `Remove ${name} from shortlist`,
} as const;
