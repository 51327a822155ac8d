/** The shortlist heart's labels (beyond contract/src/messages.ts). */
export const SHORTLIST_TEXTS = {
  add: (name: string) => `Add ${name} to shortlist`,
  remove: (name: string) => `Remove ${name} from shortlist`,
} as const;
