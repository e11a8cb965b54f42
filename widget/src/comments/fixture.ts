/**
 * A channel as a builder writes it with the §11 attributes only (docs/product/data-attributes.md
 * §11): the markup of the unit tests and the stories, and the model of the example site's page.
 */
export const CHANNEL_MARKUP = `
<section data-ms-channel="lessons" data-ms-channel-sort="oldest" aria-labelledby="comments-title" class="comments">
  <h2 id="comments-title">Comments (<span data-ms-post="count">0</span>)</h2>
  <p class="comments-meta"><span data-ms-channel-presence="count">0</span> typing now</p>
  <p data-ms-channel-content="loading">Loading the comments…</p>
  <p data-ms-channel-content="!has-posts">No comments yet. Be the first.</p>
  <p data-ms-channel-content="denied" role="status" class="denied"><span data-ms-message-text></span></p>
  <p data-ms-channel-content="error" role="alert" class="denied"></p>
  <label class="notify">Replies by e-mail
    <select data-ms-channel-notifications>
      <option value="NONE">No e-mails</option>
      <option value="THREADS_ONLY">E-mail me replies</option>
    </select>
  </label>
  <button type="button" data-ms-post="loadMoreAbove">Show earlier comments</button>
  <ol data-ms-post="container" class="posts">
    <li data-ms-post="item" class="post">
      <p class="author"><img data-ms-post="ownerProfileImage" src="avatar.svg" alt="" width="32" height="32">
        <strong data-ms-post-creator="first-name">Name</strong>
        <time data-ms-post="date"></time>
        <span data-ms-post="is-edited">(edited)</span>
        <span data-ms-post="hidden">Hidden</span></p>
      <p data-ms-post="content" class="content">Comment</p>
      <div data-ms-post-edit="section">
        <form data-ms-post-edit="form">
          <label for="edit-post">Edit your comment</label>
          <textarea id="edit-post" data-ms-post-edit="content" rows="3"></textarea>
          <button type="submit">Save</button>
          <button type="button" data-ms-post-edit="cancel">Cancel</button>
        </form>
      </div>
      <div class="actions">
        <button type="button" data-ms-post="like">Like <span data-ms-post="likeCount">0</span></button>
        <button type="button" data-ms-post="dislike">Dislike <span data-ms-post="dislikeCount">0</span></button>
        <button type="button" data-ms-post="showThreads">Replies (<span data-ms-post="threadCount">0</span>)</button>
        <button type="button" data-ms-post="edit">Edit</button>
        <button type="button" data-ms-post-delete="show">Delete</button>
      </div>
      <div data-ms-post-delete="section">
        <p>Delete this comment?</p>
        <button type="button" data-ms-post="delete">Yes, delete</button>
      </div>
      <div data-ms-thread="section" class="replies">
        <ol data-ms-thread="container">
          <li data-ms-thread="item" class="reply">
            <p class="author"><strong data-ms-thread-creator="first-name">Name</strong>
              <time data-ms-thread="date"></time> <span data-ms-thread="is-edited">(edited)</span></p>
            <p data-ms-thread="content" class="content">Reply</p>
            <div data-ms-thread-edit="section">
              <form data-ms-thread-edit="form">
                <label for="edit-reply">Edit your reply</label>
                <textarea id="edit-reply" data-ms-thread-edit="content" rows="2"></textarea>
                <button type="submit">Save</button>
                <button type="button" data-ms-thread-edit="cancel">Cancel</button>
              </form>
            </div>
            <div class="actions">
              <button type="button" data-ms-thread="like">Like <span data-ms-thread="likeCount">0</span></button>
              <button type="button" data-ms-thread="edit">Edit</button>
              <button type="button" data-ms-thread="delete">Delete</button>
            </div>
          </li>
        </ol>
        <button type="button" data-ms-thread="loadMore">More replies</button>
        <form data-ms-form="thread">
          <label for="reply-content">Your reply</label>
          <textarea id="reply-content" name="content" rows="2"></textarea>
          <button type="submit">Reply</button>
        </form>
      </div>
    </li>
  </ol>
  <p data-ms-post="loading" role="status">Loading more comments…</p>
  <button type="button" data-ms-post="loadMore">Show more comments</button>
  <p data-ms-post-content="is-typing-section" class="typing"><span data-ms-post="is-typing"></span></p>
  <form data-ms-form="post">
    <label for="post-content">Your comment</label>
    <textarea id="post-content" name="content" rows="3"></textarea>
    <button type="submit">Post</button>
  </form>
</section>`;
