/*
 * Content categories follow a podcast-directory taxonomy (spec §3). The spec announces 23 top-level
 * categories but names only 22; the 22 named ones are kept and no 23rd is invented. Children follow
 * the Apple Podcasts taxonomy with their iTunes genre ids; Music lists the 20 main iTunes music
 * genres and Sports the 15 Apple sports genres. Apple subcategories that the spec gives a parent
 * of their own (Medicine, Politics, Home & Garden, Design, Places & Travel) sit under that parent.
 * Every value is unique across both levels, so an advertiser's `category` names exactly one entry.
 */

/**
 * The content category tree: 22 parents, each with children carrying a value, label and genre id.
 * Labels are English (the sandbox catalogue's searchable text); screens name a category by its `value`
 * from their message catalogue.
 */
export const CONTENT_CATEGORIES = [
  {
    value: 'arts-and-entertainment',
    label: 'Arts & Entertainment',
    children: [
      { value: 'books', label: 'Books', genreId: 1482 },
      { value: 'fashion-and-beauty', label: 'Fashion & Beauty', genreId: 1459 },
      { value: 'food', label: 'Food', genreId: 1306 },
      { value: 'performing-arts', label: 'Performing Arts', genreId: 1405 },
      { value: 'visual-arts', label: 'Visual Arts', genreId: 1406 },
    ],
  },
  {
    value: 'business-and-careers',
    label: 'Business & Careers',
    children: [
      { value: 'careers', label: 'Careers', genreId: 1410 },
      { value: 'entrepreneurship', label: 'Entrepreneurship', genreId: 1493 },
      { value: 'investing', label: 'Investing', genreId: 1412 },
      { value: 'management', label: 'Management', genreId: 1491 },
      { value: 'marketing', label: 'Marketing', genreId: 1492 },
      { value: 'non-profit', label: 'Non-Profit', genreId: 1494 },
    ],
  },
  {
    value: 'comedy',
    label: 'Comedy',
    children: [
      { value: 'comedy-interviews', label: 'Comedy Interviews', genreId: 1496 },
      { value: 'improv', label: 'Improv', genreId: 1495 },
      { value: 'stand-up', label: 'Stand-Up', genreId: 1497 },
    ],
  },
  {
    value: 'education-and-self-improvement',
    label: 'Education & Self-Improvement',
    children: [
      { value: 'courses', label: 'Courses', genreId: 1501 },
      { value: 'how-to', label: 'How To', genreId: 1499 },
      { value: 'language-learning', label: 'Language Learning', genreId: 1498 },
      { value: 'self-improvement', label: 'Self-Improvement', genreId: 1500 },
    ],
  },
  {
    value: 'fiction',
    label: 'Fiction',
    children: [
      { value: 'comedy-fiction', label: 'Comedy Fiction', genreId: 1486 },
      { value: 'drama', label: 'Drama', genreId: 1484 },
      { value: 'science-fiction', label: 'Science Fiction', genreId: 1485 },
    ],
  },
  {
    value: 'government-and-politics',
    label: 'Government & Politics',
    children: [
      { value: 'government', label: 'Government', genreId: 1511 },
      { value: 'politics', label: 'Politics', genreId: 1527 },
    ],
  },
  {
    value: 'health-and-fitness',
    label: 'Health & Fitness',
    children: [
      { value: 'alternative-health', label: 'Alternative Health', genreId: 1513 },
      { value: 'fitness', label: 'Fitness', genreId: 1514 },
      { value: 'mental-health', label: 'Mental Health', genreId: 1517 },
      { value: 'nutrition', label: 'Nutrition', genreId: 1515 },
      { value: 'sexuality', label: 'Sexuality', genreId: 1516 },
    ],
  },
  {
    value: 'medicine',
    label: 'Medicine',
    children: [{ value: 'medical', label: 'Medicine', genreId: 1518 }],
  },
  {
    value: 'kids-family-and-parenting',
    label: 'Kids/Family & Parenting',
    children: [
      { value: 'education-for-kids', label: 'Education for Kids', genreId: 1519 },
      { value: 'parenting', label: 'Parenting', genreId: 1521 },
      { value: 'pets-and-animals', label: 'Pets & Animals', genreId: 1522 },
      { value: 'stories-for-kids', label: 'Stories for Kids', genreId: 1520 },
    ],
  },
  {
    value: 'history-and-culture',
    label: 'History & Culture',
    children: [
      { value: 'history', label: 'History', genreId: 1487 },
      { value: 'documentary', label: 'Documentary', genreId: 1543 },
      { value: 'philosophy', label: 'Philosophy', genreId: 1443 },
    ],
  },
  {
    value: 'hobbies-leisure-and-lifestyle',
    label: 'Hobbies/Leisure & Lifestyle',
    children: [
      { value: 'animation-and-manga', label: 'Animation & Manga', genreId: 1510 },
      { value: 'automotive', label: 'Automotive', genreId: 1503 },
      { value: 'aviation', label: 'Aviation', genreId: 1504 },
      { value: 'crafts', label: 'Crafts', genreId: 1506 },
      { value: 'games', label: 'Games', genreId: 1507 },
      { value: 'hobbies', label: 'Hobbies', genreId: 1505 },
      { value: 'video-games', label: 'Video Games', genreId: 1509 },
    ],
  },
  {
    value: 'home-garden-and-design',
    label: 'Home/Garden & Design',
    children: [
      { value: 'home-and-garden', label: 'Home & Garden', genreId: 1508 },
      { value: 'design', label: 'Design', genreId: 1402 },
    ],
  },
  {
    value: 'music',
    label: 'Music',
    children: [
      { value: 'alternative', label: 'Alternative', genreId: 20 },
      { value: 'blues', label: 'Blues', genreId: 2 },
      { value: 'childrens-music', label: "Children's Music", genreId: 4 },
      { value: 'christian-and-gospel', label: 'Christian & Gospel', genreId: 22 },
      { value: 'classical', label: 'Classical', genreId: 5 },
      { value: 'country', label: 'Country', genreId: 6 },
      { value: 'dance', label: 'Dance', genreId: 17 },
      { value: 'easy-listening', label: 'Easy Listening', genreId: 25 },
      { value: 'electronic', label: 'Electronic', genreId: 7 },
      { value: 'hip-hop-rap', label: 'Hip-Hop/Rap', genreId: 18 },
      { value: 'jazz', label: 'Jazz', genreId: 11 },
      { value: 'latin', label: 'Latin', genreId: 12 },
      { value: 'new-age', label: 'New Age', genreId: 13 },
      { value: 'opera', label: 'Opera', genreId: 9 },
      { value: 'pop', label: 'Pop', genreId: 14 },
      { value: 'r-and-b-soul', label: 'R&B/Soul', genreId: 15 },
      { value: 'reggae', label: 'Reggae', genreId: 24 },
      { value: 'rock', label: 'Rock', genreId: 21 },
      { value: 'singer-songwriter', label: 'Singer/Songwriter', genreId: 10 },
      { value: 'world', label: 'World', genreId: 19 },
    ],
  },
  {
    value: 'news-and-commentary',
    label: 'News & Commentary',
    children: [
      { value: 'business-news', label: 'Business News', genreId: 1490 },
      { value: 'daily-news', label: 'Daily News', genreId: 1526 },
      { value: 'entertainment-news', label: 'Entertainment News', genreId: 1531 },
      { value: 'news-commentary', label: 'News Commentary', genreId: 1530 },
      { value: 'sports-news', label: 'Sports News', genreId: 1529 },
      { value: 'tech-news', label: 'Tech News', genreId: 1528 },
    ],
  },
  {
    value: 'religion-and-spirituality',
    label: 'Religion & Spirituality',
    children: [
      { value: 'buddhism', label: 'Buddhism', genreId: 1438 },
      { value: 'christianity', label: 'Christianity', genreId: 1439 },
      { value: 'hinduism', label: 'Hinduism', genreId: 1463 },
      { value: 'islam', label: 'Islam', genreId: 1440 },
      { value: 'judaism', label: 'Judaism', genreId: 1441 },
      { value: 'religion', label: 'Religion', genreId: 1532 },
      { value: 'spirituality', label: 'Spirituality', genreId: 1444 },
    ],
  },
  {
    value: 'science-and-nature',
    label: 'Science & Nature',
    children: [
      { value: 'astronomy', label: 'Astronomy', genreId: 1538 },
      { value: 'chemistry', label: 'Chemistry', genreId: 1539 },
      { value: 'earth-sciences', label: 'Earth Sciences', genreId: 1540 },
      { value: 'life-sciences', label: 'Life Sciences', genreId: 1541 },
      { value: 'mathematics', label: 'Mathematics', genreId: 1536 },
      { value: 'natural-sciences', label: 'Natural Sciences', genreId: 1534 },
      { value: 'nature', label: 'Nature', genreId: 1537 },
      { value: 'physics', label: 'Physics', genreId: 1535 },
      { value: 'social-sciences', label: 'Social Sciences', genreId: 1542 },
    ],
  },
  {
    value: 'society-and-relationships',
    label: 'Society & Relationships',
    children: [
      { value: 'society-and-culture', label: 'Society & Culture', genreId: 1324 },
      { value: 'personal-journals', label: 'Personal Journals', genreId: 1302 },
      { value: 'relationships', label: 'Relationships', genreId: 1544 },
    ],
  },
  {
    value: 'sports',
    label: 'Sports',
    children: [
      { value: 'baseball', label: 'Baseball', genreId: 1549 },
      { value: 'basketball', label: 'Basketball', genreId: 1548 },
      { value: 'cricket', label: 'Cricket', genreId: 1554 },
      { value: 'fantasy-sports', label: 'Fantasy Sports', genreId: 1560 },
      { value: 'football', label: 'Football', genreId: 1547 },
      { value: 'golf', label: 'Golf', genreId: 1553 },
      { value: 'hockey', label: 'Hockey', genreId: 1550 },
      { value: 'rugby', label: 'Rugby', genreId: 1552 },
      { value: 'running', label: 'Running', genreId: 1551 },
      { value: 'soccer', label: 'Soccer', genreId: 1546 },
      { value: 'swimming', label: 'Swimming', genreId: 1558 },
      { value: 'tennis', label: 'Tennis', genreId: 1556 },
      { value: 'volleyball', label: 'Volleyball', genreId: 1557 },
      { value: 'wilderness', label: 'Wilderness', genreId: 1559 },
      { value: 'wrestling', label: 'Wrestling', genreId: 1555 },
    ],
  },
  {
    value: 'technology-and-computing',
    label: 'Technology & Computing',
    children: [{ value: 'technology', label: 'Technology', genreId: 1318 }],
  },
  {
    value: 'true-crime-and-mystery',
    label: 'True Crime & Mystery',
    children: [{ value: 'true-crime', label: 'True Crime', genreId: 1488 }],
  },
  {
    value: 'tv-and-film',
    label: 'TV & Film',
    children: [
      { value: 'after-shows', label: 'After Shows', genreId: 1562 },
      { value: 'film-history', label: 'Film History', genreId: 1564 },
      { value: 'film-interviews', label: 'Film Interviews', genreId: 1565 },
      { value: 'film-reviews', label: 'Film Reviews', genreId: 1563 },
      { value: 'tv-reviews', label: 'TV Reviews', genreId: 1561 },
    ],
  },
  {
    value: 'travel-and-places',
    label: 'Travel & Places',
    children: [{ value: 'places-and-travel', label: 'Places & Travel', genreId: 1320 }],
  },
] as const;

/** A top-level content category. */
export type ContentCategoryParent = (typeof CONTENT_CATEGORIES)[number];

/** A second-level content category with its iTunes genre id. */
export type ContentCategoryChild = ContentCategoryParent['children'][number];

/** Any content category value, parent or child, e.g. `'music'` or `'jazz'`. */
export type ContentCategoryValue = ContentCategoryParent['value'] | ContentCategoryChild['value'];
