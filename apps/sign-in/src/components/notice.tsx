import styles from './notice.module.css';

/** A success message, announced politely when it appears. */
export const Notice = ({ message }: { message: string | undefined }) => (
  <p role="status" className={message ? styles.notice : styles.empty}>
    {message}
  </p>
);
