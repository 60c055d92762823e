export function NotFoundPage() {
  return <main>404</main>
}
