import styles from './error-summary.module.css';

/** Form-level errors, announced when they appear. */
export const ErrorSummary = ({ messages }: { messages: string[] }) => (
  <div role="alert" className={messages.length > 0 ? styles.summary : undefined}>
    {messages.length === 1 && <p className={styles.line}>{messages[0]}</p>}
    {messages.length > 1 && (
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    )}
  </div>
);
