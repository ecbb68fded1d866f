/** Where a map will be (or could not be): the same box, so nothing moves when it arrives. */
export function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="grid h-full min-h-64 place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-100 px-4 text-center text-sm text-slate-600">
      {text}
    </div>
  );
}
