/** Statements on the PostgreSQL server of DATABASE_URL outside any test database (create, drop). */
import pg from 'pg';

export async function adminQuery(text: string): Promise<void> {
  await adminRows(text);
}

export async function adminRows<Row = Record<string, string>>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database name. */
export function databaseUrlNamed(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}
