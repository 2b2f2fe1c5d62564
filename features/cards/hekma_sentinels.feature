Feature: Hekma Sentinels, and "whenever you cycle or discard a card"
  Hekma Sentinels {2}{U} — Creature — Human Cleric 2/3
  Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn.

  Rulings: seed page 003_5a6611c4f9b5a0ce.txt (2017-04-18), shared by Flameblade Adept, Archfiend of
  Ifnir and the other Amonkhet "cycle or discard" cards.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:ce44b3c1106f @cr:702.29d @cr:603.2c
  Rule: Cycling a card is one discard: the ability triggers once
    An ability that triggers whenever you "cycle or discard" a card triggers only once if you cycle a
    card. The ability "Whenever you discard a card" is functionally identical to this ability;
    cycling is mentioned for clarity.

    @id:hekma-cycling-triggers-once @cr:702.29a
    Scenario: Cycling Censor makes Hekma Sentinels trigger once
      Given Alice controls Hekma Sentinels
      And Alice has Censor in her hand
      And Alice's library, from the top, is Forest
      And Alice has {U} in her mana pool
      When Alice cycles Censor from her hand
      Then the triggered abilities put on the stack are 1 from Hekma Sentinels
      And Alice's mana pool is empty
      And Alice's life total is 20
      When all players pass priority until the stack is empty
      Then Hekma Sentinels is 3/4
      And Alice has Forest in her hand

    @id:flameblade-cycling-for-life @cr:119.4
    Scenario: Cycling Street Wraith for 2 life makes Flameblade Adept trigger once
      Given Alice controls Flameblade Adept
      And Alice has Street Wraith in her hand
      And Alice's library, from the top, is Forest
      When Alice cycles Street Wraith from her hand
      Then Alice's life total is 18
      And the triggered abilities put on the stack are 1 from Flameblade Adept
      When all players pass priority until the stack is empty
      Then Flameblade Adept is 2/2

    @id:hekma-each-discarded-card-triggers @cr:603.2c @cr:701.9a
    Scenario: Discarding three cards at once makes the ability trigger three times
      Given Alice controls Hekma Sentinels and Bazaar of Baghdad
      And Alice has 2 Island in her hand
      And Alice's library, from the top, is Forest and Forest
      And Alice will choose Island, then Island, then Forest to discard
      When Alice activates Bazaar of Baghdad's "{T}: Draw two cards, then discard three cards." ability
      And all players pass priority
      Then the triggered abilities put on the stack are 3 from Hekma Sentinels
      When all players pass priority until the stack is empty
      Then Hekma Sentinels is 5/6

    @id:archfiend-triggers-on-another-card @cr:603.2c
    Scenario: Archfiend of Ifnir on the battlefield triggers when another Archfiend is cycled from the hand
      Given Alice controls Archfiend of Ifnir
      And Bob controls Llanowar Elves and Grazing Gladehart
      And Alice has Archfiend of Ifnir in her hand
      And Alice's library, from the top, is Forest
      And Alice has {C}{C} in her mana pool
      When Alice cycles Archfiend of Ifnir from her hand
      Then the triggered abilities put on the stack are 1 from Archfiend of Ifnir
      When all players pass priority until the stack is empty
      Then Bob controls no Llanowar Elves
      And Grazing Gladehart has 1 -1/-1 counter

  @ruling:3465fe9c5a21 @cr:701.9
  Rule: A discard trigger gives no permission to discard
    An ability that triggers whenever you discard a card doesn't give you permission to discard
    cards. You'll need another effect that instructs or allows you to discard them.

    @id:hekma-no-permission-to-discard
    Scenario: With Hekma Sentinels alone, Alice can't discard a card
      Given Alice controls Hekma Sentinels
      And Alice has Forest in her hand
      When Alice tries to discard Forest
      Then that is rejected by rule 701.9
      And Alice has Forest in her hand
      And no triggered ability is put on the stack

    @id:hekma-discard-with-an-instruction @cr:701.9b
    Scenario: An effect that instructs Alice to discard lets her discard, and Hekma Sentinels triggers
      Given Alice controls Hekma Sentinels and Bazaar of Baghdad
      And Alice has Forest in her hand
      And Alice's library, from the top, is Island and Island
      And Alice will choose Forest, then Island, then Island to discard
      When Alice activates Bazaar of Baghdad's "{T}: Draw two cards, then discard three cards." ability
      And all players pass priority
      Then Alice has Forest and 2 Island in her graveyard
      And the triggered abilities put on the stack are 3 from Hekma Sentinels

  @ruling:efa2f18ce9e8 @cr:514.1 @cr:514.3a
  Rule: A discard in the cleanup step gives players priority, and another cleanup step follows
    If a player discards a card during their cleanup step due to having too many cards in hand, any
    appropriate abilities that trigger on discarding that card trigger. If this happens, those
    triggered abilities are put onto the stack and players receive priority in that cleanup step to
    cast spells or activate abilities (normally, no players may take actions during a cleanup step).
    Another cleanup step is created following that one.

    @id:cleanup-discard-gives-priority @cr:514.2 @cr:117.1a
    Scenario: Discarding to hand size makes Hekma Sentinels trigger; players may cast spells; then another cleanup step
      Given it is Alice's end step
      And Alice controls Hekma Sentinels and Mountain
      And Alice has Lightning Bolt and 7 Forest in her hand
      And Bob's library, from the top, is Island
      And Alice will choose Forest to discard
      And Alice will choose Bob as targets
      When all players pass priority
      Then it is Alice's cleanup step
      And the triggered abilities put on the stack are 1 from Hekma Sentinels
      When all players pass priority
      Then Hekma Sentinels is 3/4
      When Alice activates Mountain's "{T}: Add {R}." ability
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Bob's life total is 17
      And it is Alice's cleanup step
      When all players pass priority
      Then it is Bob's upkeep
      And Hekma Sentinels is 2/3

    @id:cleanup-without-events-no-priority @cr:514.3
    Scenario: With nothing to discard and nothing triggering, no player gets priority in the cleanup step
      Given it is Alice's end step
      And Alice controls Hekma Sentinels
      And Alice has 7 Forest in her hand
      And Bob's library, from the top, is Island
      When all players pass priority
      Then it is Bob's upkeep
      And Alice has 7 Forest in her hand

  @ruling:902e4dfa214e @cr:702.29a @cr:603.3
  Rule: Abilities that trigger on cycling resolve before the cycling draw
    Some cards have an ability that triggers whenever you cycle any card. These triggered abilities
    resolve before you draw from the cycling ability.

    @id:cycle-trigger-before-draw @cr:405.2
    Scenario: Hekma Sentinels' ability resolves first; the card is drawn after
      Given Alice controls Hekma Sentinels
      And Alice has Censor in her hand
      And Alice's library, from the top, is Forest
      And Alice has {U} in her mana pool
      When Alice cycles Censor from her hand
      And all players pass priority
      Then Hekma Sentinels is 3/4
      And Alice has no Forest in her hand
      When all players pass priority
      Then Alice has Forest in her hand

    @id:cycle-draw-after-trigger-archfiend @cr:405.2
    Scenario: Archfiend of Ifnir's -1/-1 counters are placed before the cycling draw
      Given Alice controls Archfiend of Ifnir
      And Bob controls Grazing Gladehart
      And Alice has Censor in her hand
      And Alice's library, from the top, is Forest
      And Alice has {U} in her mana pool
      When Alice cycles Censor from her hand
      And all players pass priority
      Then Grazing Gladehart has 1 -1/-1 counter
      And Alice has no Forest in her hand
