Feature: "If you gained or lost life this turn", "if they lost life this turn": whether it happened, not the life total
  Thought-Stalker Warlock {2}{B} — Creature — Lizard Warlock 2/2: Menace. When this creature enters, choose
  target opponent. If they lost life this turn, they reveal their hand, you choose a nonland card from it, and
  they discard that card. Otherwise, they discard a card.
  Starseer Mentor {3}{W}{B} — Creature — Bat Warlock 3/5: Flying, vigilance. At the beginning of your end step,
  if you gained or lost life this turn, target opponent loses 3 life unless they sacrifice a nonland permanent
  of their choice or discard a card.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 119.3 (gaining and losing life: each gain and each loss happens, whatever the total does),
  120.3a (damage to a player is life loss), 603.4 (Starseer Mentor's "if" is an intervening if), 608.2c (the
  Warlock's "if" is read as it resolves), 701.9a/b (discarding; "you choose" a card from a revealed hand),
  701.21a (sacrificing), 608.2d ("unless": the opponent chooses as the ability resolves; each choice is
  answered with a permanent or a card, or "no more" for neither).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:e5ffb62e10ad @cr:119.3 @cr:608.2c @cr:701.9b
  Rule: Thought-Stalker Warlock asks whether Bob lost any life this turn, not how his life total changed
    Thought-Stalker Warlock's triggered ability cares whether an opponent lost life this turn, not how their
    life total changed. For example, an opponent who gained 2 life and lost 1 life in the same turn still lost
    life.

    @id:blb-thought-stalker-gained-then-lost
    Scenario: Bob gained 3 life and lost 3 this turn, back at 20: Alice picks the nonland card Bob discards
      Given Bob controls Food
      And Bob has {C}{C} in his mana pool
      And Bob has Island and Grizzly Bears in his hand
      And Alice has Lightning Bolt and Thought-Stalker Warlock in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will choose Grizzly Bears to discard
      When Alice passes priority
      And Bob activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20
      When an effect puts Thought-Stalker Warlock from Alice's hand onto the battlefield under her control
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Bob has Island in his hand

    @id:blb-thought-stalker-gained-only
    Scenario: Bob only gained life this turn: he discards a card of his own choice
      Given Bob controls Food
      And Bob has {C}{C} in his mana pool
      And Bob has Island and Grizzly Bears in his hand
      And Alice has Thought-Stalker Warlock in her hand
      And Alice will choose Bob as targets
      And Bob will choose Island to discard
      When Alice passes priority
      And Bob activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And an effect puts Thought-Stalker Warlock from Alice's hand onto the battlefield under her control
      And all players pass priority until the stack is empty
      Then Bob has Island in his graveyard
      And Bob has Grizzly Bears in his hand
      And Bob's life total is 23

  @ruling:4496bfe56d58 @cr:119.3 @cr:603.4
  Rule: Starseer Mentor triggers if Alice gained or lost life this turn, whatever her life total did
    Starseer Mentor's ability cares whether you gained or lost life this turn, not how your life total
    changed.

    @id:blb-starseer-mentor-gained-and-lost
    Scenario: Alice gained 3 life and lost 3, back at 20: Starseer Mentor's ability triggers and Bob loses 3 life
      Given Alice controls Starseer Mentor and Food
      And Alice has {C}{C} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      And Alice will choose Bob as targets
      When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 20
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Starseer Mentor
      When all players pass priority
      Then Bob's life total is 17

    @id:blb-starseer-mentor-lost-only
    Scenario: Alice only lost life this turn, by Swift End's "You lose 2 life": Starseer Mentor's ability triggers
      Given Alice controls Starseer Mentor
      And Alice has Murderous Rider in her hand
      And Alice has {B}{B}{C} in her mana pool
      And Bob controls Grizzly Bears
      And Alice will choose Grizzly Bears, then Bob as targets
      When Alice casts Swift End from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 18
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Starseer Mentor
      When all players pass priority
      Then Bob's life total is 17

    @id:blb-starseer-mentor-no-life-change
    Scenario: Alice neither gained nor lost life this turn: Starseer Mentor's ability doesn't trigger
      Given Alice controls Starseer Mentor
      When the game advances to Alice's end step
      Then no triggered ability is put on the stack
      And Bob's life total is 20

  @ruling:e345d76d0b1f @cr:608.2d @cr:701.21a @cr:701.9a
  Rule: Bob chooses: a nonland permanent to sacrifice, a card to discard, or neither, and then loses 3 life
    While resolving Starseer Mentor's last ability, the target opponent chooses a card to be discarded without
    revealing it, chooses a nonland permanent to be sacrificed, or chooses to do neither. Then that player
    discards that card, sacrifices that permanent, or loses 3 life.

    @id:blb-starseer-mentor-bob-sacrifices
    Scenario: Bob chooses Grizzly Bears to sacrifice: he keeps Island and his life
      Given Alice controls Starseer Mentor and Food
      And Alice has {C}{C} in her mana pool
      And Bob controls Grizzly Bears and Forest
      And Bob has Island in his hand
      And Alice will choose Bob as targets
      And Bob will choose Grizzly Bears to sacrifice
      When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And all players pass priority
      Then Bob has Grizzly Bears in his graveyard
      And Bob has Island in his hand
      And Bob's life total is 20

    @id:blb-starseer-mentor-bob-discards
    Scenario: Bob chooses to sacrifice nothing and to discard Island: he keeps Grizzly Bears and his life
      Given Alice controls Starseer Mentor and Food
      And Alice has {C}{C} in her mana pool
      And Bob controls Grizzly Bears and Forest
      And Bob has Island in his hand
      And Alice will choose Bob as targets
      And Bob will choose no more to sacrifice
      And Bob will choose Island to discard
      When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And all players pass priority
      Then Bob has Island in his graveyard
      And Bob controls Grizzly Bears and Forest
      And Bob's life total is 20

    @id:blb-starseer-mentor-bob-neither
    Scenario: Bob chooses neither: he loses 3 life and keeps Grizzly Bears and Island
      Given Alice controls Starseer Mentor and Food
      And Alice has {C}{C} in her mana pool
      And Bob controls Grizzly Bears and Forest
      And Bob has Island in his hand
      And Alice will choose Bob as targets
      And Bob will choose no more to sacrifice
      And Bob will choose no more to discard
      When Alice activates Food's "{2}, {T}, Sacrifice this token: You gain 3 life." ability
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And all players pass priority
      Then Bob's life total is 17
      And Bob controls Grizzly Bears
      And Bob has Island in his hand
