import type { SupportingDocumentType } from '../../schemas/enums.ts';

/**
 * The files of one uploader, kept outside React's render state so a re-render (or a parent
 * re-keying its children) never loses a file that is uploading. Each file has a stable id.
 */
export type UploadPhase =
  | 'refused' // failed the checks before reading: cannot be sent
  | 'ready'
  | 'encoding'
  | 'uploading'
  | 'waiting' // a retry's back-off
  | 'done'
  | 'failed'
  | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  documentName: string;
  description: string;
  category: SupportingDocumentType;
  /** Refusals of the checks before reading. */
  issues: string[];
  /** Messages on the document name and description fields. */
  fieldIssues: Partial<Record<'documentName' | 'description', string>>;
  phase: UploadPhase;
  /** 0–100. */
  percent: number;
  /** What the row says: a wait's reason, a refusal's message. */
  message: string;
  controller: AbortController | null;
}

export const BUSY_PHASES: readonly UploadPhase[] = ['encoding', 'uploading', 'waiting'];

let nextId = 0;

export class UploadStore {
  private items: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly UploadItem[] => this.items;

  get(id: string): UploadItem | undefined {
    return this.items.find((item) => item.id === id);
  }

  /** Adds the files and returns them with their ids. */
  add(items: Omit<UploadItem, 'id'>[]): UploadItem[] {
    nextId += 1;
    const stamp = nextId;
    const added = items.map((item, index) => ({ ...item, id: `upload-${stamp}-${index}` }));
    this.items = [...this.items, ...added];
    this.emit();
    return added;
  }

  update(id: string, patch: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    this.emit();
  }

  remove(id: string): void {
    this.items = this.items.filter((item) => item.id !== id);
    this.emit();
  }

  busy(): boolean {
    return this.items.some((item) => BUSY_PHASES.includes(item.phase));
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
